import { Box, Button, Center, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { LoadingStatus } from '../../ui/loading-status';
import type { RegistrationField } from './chart/registration-types';
import { useFindBlocked } from './use-find-blocked';
import type { RegistrationActor } from './use-registration-actor';

// The camera and decoder stay out of every chunk until the customer opens the camera.
const TicketScanner = lazy(() =>
  import('./ticket-scanner').then((module) => ({ default: module.TicketScanner })),
);

type TicketField = Exclude<RegistrationField, 'serial'>;

const LABELS: Record<TicketField, string> = {
  number: 'Ticket Number',
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
};

export interface TicketSearchFormProps {
  actor: RegistrationActor;
  /** The session could not reach the server (spec §8 'Working Offline'). */
  offline?: boolean;
}

// spec §2 Ticket search: the form, the camera that can fill the ticket number, and the buttons.
export function TicketSearchForm({ actor, offline = false }: TicketSearchFormProps) {
  const values = useSelector(actor, (snapshot) => snapshot.context.values);
  const invalid = useSelector(actor, (snapshot) => snapshot.context.invalid);
  const scanning = useSelector(actor, (snapshot) => snapshot.matches({ editing: 'scanning' }));
  const searching = useSelector(actor, (snapshot) => snapshot.matches('searching'));
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const findBlocked = useFindBlocked(actor, offline);

  const field = (name: TicketField) => ({
    label: LABELS[name],
    required: true,
    value: values[name],
    disabled: busy,
    error: invalid.includes(name) ? `${LABELS[name]} is required` : undefined,
    onChange: (event: { currentTarget: { value: string } }) =>
      actor.send({ type: 'registration.edit', values: { [name]: event.currentTarget.value } }),
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'registration.find' });
      }}
    >
      <Stack gap="md" py="md" maw={560}>
        <div>
          <Title order={1}>Find Your Ticket</Title>
          <Text c="dimmed" mt={4}>
            Enter the ticket number and the ticket holder's details exactly as they are on your
            ticket, or scan the code printed on it.
          </Text>
        </div>
        <TextInput {...field('number')} autoComplete="off" />
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
        <TextInput {...field('firstName')} autoComplete="given-name" />
        <TextInput {...field('lastName')} autoComplete="family-name" />
        <TextInput {...field('email')} type="email" autoComplete="email" />
        <Group gap="sm" mt="sm">
          <Button type="submit" loading={searching} disabled={findBlocked}>
            Find Ticket
          </Button>
          <Button
            variant="default"
            onClick={() => actor.send({ type: 'registration.back' })}
            disabled={busy}
          >
            Back
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
