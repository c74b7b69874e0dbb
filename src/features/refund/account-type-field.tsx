import { TextInput } from '@mantine/core';
import type { AccountType } from '../../../core/domain/bank-account';

const ACCOUNT_TYPE_LABELS: Record<AccountType, string> = {
  NZ: 'New Zealand bank account',
  AUS: 'Australian bank account',
  OTHER: 'Other bank account',
};

// Preset from the event currency and not the customer's to change (spec §5). A disabled select
// is drawn faded, too faint to read, so the fixed choice is shown as read-only text instead.
export function AccountTypeField({ value }: { value: AccountType }) {
  return <TextInput label="Account Type" value={ACCOUNT_TYPE_LABELS[value]} readOnly />;
}
