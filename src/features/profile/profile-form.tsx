import {
  Alert,
  Button,
  Checkbox,
  Group,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { COUNTRIES } from '../../../core/domain/countries';
import {
  LOW_BALANCE_ALERT_HINT,
  LOW_BALANCE_ALERT_LABEL,
  LOW_BALANCE_ALERT_OPTED_OUT,
  LOW_BALANCE_ALERT_UNREAD,
} from '../../../core/domain/low-balance-alert';
import { CUSTOMER_OFFLINE } from '../../../core/domain/messages';
import type { ProfileMachine } from './chart/profile-machine';
import type { ProfileEdit } from './chart/profile-types';

function lowBalanceNote(optedOut: boolean, unread: boolean): string {
  if (optedOut) return LOW_BALANCE_ALERT_OPTED_OUT;
  return unread ? LOW_BALANCE_ALERT_UNREAD : LOW_BALANCE_ALERT_HINT;
}

const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country.code, label: country.label }));

export interface ProfileFormProps {
  actor: ActorRefFrom<ProfileMachine>;
  /** The account's e-mail address (spec §3 Profile), shown read-only. */
  email: string;
  /** The server is out of reach: the profile is shown read-only under the offline warning. */
  offline?: boolean;
}

// spec §2 Profile: what the machine holds, shown; every change goes to the machine, which keeps
// the rules (spec §5) and the field messages.
export function ProfileForm({ actor, email, offline = false }: ProfileFormProps) {
  const values = useSelector(actor, (snapshot) => snapshot.context.values);
  const errors = useSelector(actor, (snapshot) => snapshot.context.errors);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy')) || offline;
  const alertUnread = useSelector(
    actor,
    (snapshot) => !snapshot.context.lowBalanceRead && !snapshot.matches('reading'),
  );
  const edit = (change: ProfileEdit) => actor.send({ type: 'profile.edit', values: change });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!offline) actor.send({ type: 'profile.save' });
      }}
    >
      {/* On a phone the alerts sit at the bottom (app-providers.tsx): room below the buttons
          lets them scroll clear of a save's alert. */}
      <Stack gap="md" pt="md" pb={{ base: 96, xs: 'md' }} maw={560}>
        <Title order={1}>My Profile</Title>
        {offline && <Alert color="yellow" variant="light" title={CUSTOMER_OFFLINE} />}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="First Name"
            required
            autoComplete="given-name"
            value={values.firstName}
            onChange={(event) => edit({ firstName: event.currentTarget.value })}
            error={errors.firstName}
            disabled={busy}
          />
          <TextInput
            label="Last Name"
            required
            autoComplete="family-name"
            value={values.lastName}
            onChange={(event) => edit({ lastName: event.currentTarget.value })}
            error={errors.lastName}
            disabled={busy}
          />
        </SimpleGrid>
        <TextInput label="Email" type="email" value={email} readOnly variant="filled" />
        <TextInput
          label="Phone"
          type="tel"
          autoComplete="tel"
          value={values.phone}
          onChange={(event) =>
            actor.send({ type: 'profile.phone.edit', phone: event.currentTarget.value })
          }
          disabled={busy}
        />
        <TextInput
          label="Birth Date"
          description="DD/MM/YYYY"
          placeholder="DD/MM/YYYY"
          autoComplete="bday"
          value={values.birthDate}
          onChange={(event) => edit({ birthDate: event.currentTarget.value })}
          error={errors.birthDate}
          disabled={busy}
        />
        <Select
          label="Country"
          data={COUNTRY_OPTIONS}
          value={values.countryCode}
          onChange={(code) => {
            if (code) edit({ countryCode: code });
          }}
          searchable
          allowDeselect={false}
          nothingFoundMessage="No country of that name"
          disabled={busy}
        />
        <Checkbox
          label="Opt out of marketing emails"
          checked={values.marketingOptOut}
          onChange={(event) => edit({ marketingOptOut: event.currentTarget.checked })}
          disabled={busy}
        />
        <Checkbox
          label="Opt out of notifications"
          checked={values.notificationOptOut}
          onChange={(event) => edit({ notificationOptOut: event.currentTarget.checked })}
          disabled={busy}
        />
        {/* Kept in view while opted out, disabled with the reason: the saved alert stays and
            comes back with notifications. */}
        <TextInput
          label={LOW_BALANCE_ALERT_LABEL}
          description={lowBalanceNote(values.notificationOptOut, alertUnread)}
          leftSection="$"
          inputMode="decimal"
          autoComplete="off"
          value={values.lowBalanceAlert}
          onChange={(event) => edit({ lowBalanceAlert: event.currentTarget.value })}
          error={values.notificationOptOut ? undefined : errors.lowBalanceAlert}
          disabled={busy || values.notificationOptOut}
        />
        <Group gap="sm" mt="sm">
          <Button type="submit" loading={busy && !offline} disabled={offline}>
            Update Profile
          </Button>
          <Button variant="default" onClick={() => actor.send({ type: 'profile.back' })}>
            Back
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
