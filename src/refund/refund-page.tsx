import { Center, Loader } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { RefundFields, RefundMode } from '../../machines/refund/refund-types';
import { useAuthSelector } from '../auth/auth-actor-context';
import { type FetchedWallet, FetchedWalletGate } from '../wallet/fetched-wallet-gate';
import { RefundEditForm } from './refund-edit-form';
import { RefundRequestForm } from './refund-request-form';
import { useRefundActor } from './use-refund-actor';

// The refund pages (spec §2, §4 Refund pages) once the wallet is fetched: the refund machine
// opens in the route's mode with the wallet's balance and refund list.
export function RefundPage({ mode }: { mode: RefundMode }) {
  return (
    <FetchedWalletGate>
      {(fetched) => <RefundFlow mode={mode} fetched={fetched} />}
    </FetchedWalletGate>
  );
}

function RefundFlow({ mode, fetched }: { mode: RefundMode; fetched: FetchedWallet }) {
  const actor = useRefundActor();
  const profile = useAuthSelector((snapshot) => snapshot.context.profile);
  const page = useSelector(actor, (snapshot) =>
    snapshot.matches('request') ? 'request' : snapshot.matches('edit') ? 'edit' : null,
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: the page opens once; the profile only prefills it.
  useEffect(() => {
    const prefill: Partial<RefundFields> = profile
      ? {
          firstName: profile.firstName,
          lastName: profile.lastName,
          email: profile.email,
          ...(profile.phone ? { phone: profile.phone } : {}),
          ...(profile.bankAccount ? { accountNumber: profile.bankAccount } : {}),
        }
      : {};
    actor.send({
      type: 'refund.open',
      mode,
      registration: fetched.registration,
      balance: fetched.wallet.balance.current,
      refunds: fetched.refunds,
      prefill,
    });
  }, [actor, fetched, mode]);

  const eventName = fetched.registration.event.name;
  if (page === 'request') return <RefundRequestForm actor={actor} eventName={eventName} />;
  if (page === 'edit') return <RefundEditForm actor={actor} eventName={eventName} />;
  return (
    <Center py="xl">
      <Loader aria-label="Loading" />
    </Center>
  );
}
