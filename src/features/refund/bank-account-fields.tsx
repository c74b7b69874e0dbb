import { useSelector } from '@xstate/react';
import { AccountTypeField } from './account-type-field';
import { BankAccountInput } from './bank-account-input';
import type { RefundActor } from './refund-page';

// spec §5 Refund form: the account type the event's currency fixes, then the account paid into.
export function BankAccountFields({ actor }: { actor: RefundActor }) {
  const { form, errors } = useSelector(actor, (snapshot) => snapshot.context);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  return (
    <>
      <AccountTypeField value={form.accountType} />
      <BankAccountInput
        type={form.accountType}
        value={form.accountNumber}
        error={errors.accountNumber}
        disabled={busy}
        onChange={(accountNumber) =>
          actor.send({ type: 'refund.change', values: { accountNumber } })
        }
      />
    </>
  );
}
