import { TextInput } from '@mantine/core';
import type { AccountType } from '../../../core/domain/bank-account';
import { AuAccountInput } from './au-account-input';
import { type AccountInputProps, NzAccountInput } from './nz-account-input';

// The account number entry for the event's account type (spec §5 Refund form).
export function BankAccountInput({ type, ...props }: AccountInputProps & { type: AccountType }) {
  if (type === 'NZ') return <NzAccountInput {...props} />;
  if (type === 'AUS') return <AuAccountInput {...props} />;
  return (
    <TextInput
      label="Bank Account Number"
      required
      autoComplete="off"
      value={props.value}
      error={props.error}
      disabled={props.disabled}
      onChange={(event) => props.onChange(event.currentTarget.value)}
    />
  );
}
