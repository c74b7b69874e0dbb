// On the way back from the payment provider without a selection, finds the registration the
// payment was for and selects it, so the wallet opens on it.
import { useEffect, useState } from 'react';
import type { PaymentReturn } from '../../machines/wallet/wallet-types';
import { createWalletApi } from '../api/wallet-api';
import { selectRegistration } from '../app/selected-registration';
import { useAppContext } from '../app/use-app-context';
import { findPaidRegistration } from './find-paid-registration';
import type { WalletRegistration } from './use-wallet-registration';

/** True while the search runs; the page waits for it before opening the wallet. */
export function useReturningRegistration(
  paymentReturn: PaymentReturn | null,
  { sub, settled, registration, registrations }: WalletRegistration,
): boolean {
  const { api } = useAppContext();
  const reference = paymentReturn?.reference ?? null;
  const needed = reference !== null && registration === null && settled && sub !== null;
  const [search, setSearch] = useState<'none' | 'running' | 'done'>('none');

  useEffect(() => {
    if (!needed || search !== 'none' || reference === null || sub === null) return;
    setSearch('running');
    void findPaidRegistration(createWalletApi(api), registrations, reference).then((found) => {
      if (found) selectRegistration(sub, found);
      setSearch('done');
    });
  }, [needed, search, reference, sub, api, registrations]);

  return needed && search !== 'done';
}
