import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import {
  formatTagNumber,
  TAG_NUMBER_CHARACTERS_HINT,
  TAG_NUMBER_LENGTH_LABEL,
} from '../../../core/domain/registration';
import type { RegistrationField } from './chart/registration-types';
import { useFindBlocked } from './use-find-blocked';
import type { RegistrationActor } from './use-registration-actor';

const ERRORS: Record<RegistrationField, string> = {
  number: 'Enter the 14 characters of your tag number',
  serial: 'Enter the serial number: 3 to 6 characters',
  firstName: 'First Name is required',
  lastName: 'Last Name is required',
  email: 'Email is required',
};

export interface TagSearchFormProps {
  actor: RegistrationActor;
  /** The session could not reach the server (spec §8 'Working Offline'). */
  offline?: boolean;
}

// spec §2 Tag search: tag number (shown grouped as printed), serial, the holder's details.
export function TagSearchForm({ actor, offline = false }: TagSearchFormProps) {
  const values = useSelector(actor, (snapshot) => snapshot.context.values);
  const invalid = useSelector(actor, (snapshot) => snapshot.context.invalid);
  const searching = useSelector(actor, (snapshot) => snapshot.matches('searching'));
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const findBlocked = useFindBlocked(actor, offline);
  const edit = (name: RegistrationField, value: string) =>
    actor.send({ type: 'registration.edit', values: { [name]: value } });
  const error = (name: RegistrationField) => (invalid.includes(name) ? ERRORS[name] : undefined);

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
          <Title order={1}>Find Your Tag</Title>
          <Text c="dimmed" mt={4}>
            Enter the tag number and serial number printed on your wristband or card.
          </Text>
        </div>
        <TextInput
          label="Tag Number"
          description={
            <>
              <span>{TAG_NUMBER_LENGTH_LABEL}</span> <span>{TAG_NUMBER_CHARACTERS_HINT}</span>
            </>
          }
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={formatTagNumber(values.number)}
          onChange={(event) => edit('number', formatTagNumber(event.currentTarget.value))}
          error={error('number')}
          disabled={busy}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        <TextInput
          label="Serial Number"
          required
          autoComplete="off"
          value={values.serial}
          onChange={(event) => edit('serial', event.currentTarget.value)}
          error={error('serial')}
          disabled={busy}
        />
        <TextInput
          label="First Name"
          required
          autoComplete="given-name"
          value={values.firstName}
          onChange={(event) => edit('firstName', event.currentTarget.value)}
          error={error('firstName')}
          disabled={busy}
        />
        <TextInput
          label="Last Name"
          required
          autoComplete="family-name"
          value={values.lastName}
          onChange={(event) => edit('lastName', event.currentTarget.value)}
          error={error('lastName')}
          disabled={busy}
        />
        <TextInput
          label="Email"
          type="email"
          required
          autoComplete="email"
          value={values.email}
          onChange={(event) => edit('email', event.currentTarget.value)}
          error={error('email')}
          disabled={busy}
        />
        <Group gap="sm" mt="sm">
          <Button type="submit" loading={searching} disabled={findBlocked}>
            Find Tag
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
