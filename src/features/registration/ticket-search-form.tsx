import { Box, Button, Center, Stack, TextInput } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { LoadingStatus } from '../../ui/loading-status';
import { HolderFields } from './holder-fields';
import { SearchForm, type SearchProps, type SearchTexts } from './search-form';
import { useSearchField } from './use-search-field';

// The camera and decoder stay out of every chunk until the customer opens the camera.
const TicketScanner = lazy(() =>
  import('./ticket-scanner').then((module) => ({ default: module.TicketScanner })),
);

const TICKET_SEARCH: SearchTexts = {
  title: 'Find Your Ticket',
  intro:
    "Enter the ticket number and the ticket holder's details exactly as they are on your ticket, or scan the code printed on it.",
  findLabel: 'Find Ticket',
};

// spec §2 Ticket search: the form, the camera that can fill the ticket number, and the buttons.
export function TicketSearchForm(props: SearchProps) {
  const { actor } = props;
  const scanning = useSelector(actor, (snapshot) => snapshot.matches({ editing: 'scanning' }));
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const field = useSearchField(actor);

  return (
    <SearchForm {...props} texts={TICKET_SEARCH}>
      <TextInput {...field('number', 'Ticket Number')} autoComplete="off" />
      {scanning ? (
        <Stack gap="xs">
          <Box maw={400} w="100%" style={{ aspectRatio: '1', overflow: 'hidden' }}>
            <Suspense
              fallback={
                <Center h="100%">
                  <LoadingStatus label="Starting the camera" />
                </Center>
              }
            >
              <TicketScanner
                onScanned={(text) => actor.send({ type: 'registration.camera.scanned', text })}
                onDenied={(error) => {
                  console.warn('Ticket scanner stopped', error);
                  actor.send({ type: 'registration.camera.denied' });
                }}
              />
            </Suspense>
          </Box>
          <Button
            variant="default"
            onClick={() => actor.send({ type: 'registration.camera.close' })}
            maw={400}
          >
            Close Camera
          </Button>
        </Stack>
      ) : (
        <Button
          variant="light"
          onClick={() => actor.send({ type: 'registration.camera.open' })}
          disabled={busy}
          style={{ alignSelf: 'flex-start' }}
        >
          Scan Ticket
        </Button>
      )}
      <HolderFields actor={actor} />
    </SearchForm>
  );
}
