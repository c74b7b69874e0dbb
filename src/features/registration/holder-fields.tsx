import { TextInput } from '@mantine/core';
import type { RegistrationActor } from './use-registration-actor';
import { useSearchField } from './use-search-field';

// spec §2 Tag and Ticket search: the holder's details, as both searches ask for them.
export function HolderFields({ actor }: { actor: RegistrationActor }) {
  const field = useSearchField(actor);
  return (
    <>
      <TextInput {...field('firstName', 'First Name')} autoComplete="given-name" />
      <TextInput {...field('lastName', 'Last Name')} autoComplete="family-name" />
      <TextInput {...field('email', 'Email')} type="email" autoComplete="email" />
    </>
  );
}
