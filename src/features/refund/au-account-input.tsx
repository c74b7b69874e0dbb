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

  const part = (name: keyof typeof parts) => ({
    required: true,
    inputMode: 'numeric' as const,
    autoComplete: 'off',
    value: parts[name],
    error: partErrors[name] ?? undefined,
    disabled,
    // A space would split the BSB from the account number in the joined text.
    onChange: (event: { currentTarget: { value: string } }) =>
      update({ ...parts, [name]: event.currentTarget.value.replace(/\s/g, '') }),
  });

  return (
    <Group gap="sm" grow align="flex-start">
      <TextInput label="BSB" {...part('bsb')} />
      <TextInput label="Account Number" {...part('account')} />
    </Group>
  );
}
