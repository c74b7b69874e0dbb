import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useFindBlocked } from './use-find-blocked';
import type { RegistrationActor } from './use-registration-actor';

/** What the tag and the ticket search forms are given. */
export interface SearchProps {
  actor: RegistrationActor;
  /** The session could not reach the server (spec §8 'Working Offline'). */
  offline?: boolean;
}

export interface SearchTexts {
  title: string;
  intro: string;
  /** The submit button's text, naming what is searched for. */
  findLabel: string;
}

// spec §2 Tag and Ticket search: both searches are one form under a heading, ending in Find and Back.
export function SearchForm(props: SearchProps & { texts: SearchTexts; children: ReactNode }) {
  const { actor, offline = false, texts, children } = props;
  const { title, intro, findLabel } = texts;
  const searching = useSelector(actor, (snapshot) => snapshot.matches('searching'));
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const findBlocked = useFindBlocked(actor, offline);

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
          <Title order={1}>{title}</Title>
          <Text c="dimmed" mt={4}>
            {intro}
          </Text>
        </div>
        {children}
        <Group gap="sm" mt="sm">
          <Button type="submit" loading={searching} disabled={findBlocked}>
            {findLabel}
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
