import { Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import {
  auAccountErrors,
  formatAuAccount,
  parseAuAccount,
} from '../../../core/domain/bank-account';
import type { AccountInputProps } from './nz-account-input';

// spec §5 Australian account: BSB and account number, sent as one 'BSB ACCOUNT' text. Once the
// form has found the account wrong, each part shows its own message, both at once.
export function AuAccountInput({ value, onChange, error, disabled }: AccountInputProps) {
  const [parts, setParts] = useState(() => parseAuAccount(value));
  const partErrors = error ? auAccountErrors(parts) : { bsb: null, account: null };

  const update = (next: typeof parts) => {
    setParts(next);
    onChange(next.bsb === '' && next.account === '' ? '' : formatAuAccount(next));
  };

  return (
    <Group gap="sm" grow align="flex-start">
      <TextInput
        label="BSB"
        required
        inputMode="numeric"
        autoComplete="off"
        value={parts.bsb}
        error={partErrors.bsb ?? undefined}
        disabled={disabled}
        // A space would split the BSB from the account number in the joined text.
        onChange={(event) =>
          update({ ...parts, bsb: event.currentTarget.value.replace(/\s/g, '') })
        }
      />
      <TextInput
        label="Account Number"
        required
        inputMode="numeric"
        autoComplete="off"
        value={parts.account}
        error={partErrors.account ?? undefined}
        disabled={disabled}
        onChange={(event) =>
          update({ ...parts, account: event.currentTarget.value.replace(/\s/g, '') })
        }
      />
    </Group>
  );
}
