import { NativeSelect } from '@mantine/core';
import type { AccountType } from '../domain/bank-account';

const ACCOUNT_TYPES: { value: AccountType; label: string }[] = [
  { value: 'NZ', label: 'New Zealand bank account' },
  { value: 'AUS', label: 'Australian bank account' },
  { value: 'OTHER', label: 'Other bank account' },
];

// Preset from the event currency and not the customer's to change (spec §5).
export function AccountTypeSelect({ value }: { value: AccountType }) {
  return <NativeSelect label="Account Type" data={ACCOUNT_TYPES} value={value} disabled />;
}
