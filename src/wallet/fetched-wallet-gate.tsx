import { Center, Loader } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { type ReactNode, useEffect } from 'react';
import type { EventWallet } from '../../machines/wallet/wallet-types';
import type { RefundListEntry } from '../domain/refund';
import type { EventRegistration } from '../domain/registration';
import { OfflineRetry } from '../ui/offline-retry';
import { PendingScreen } from '../ui/pending-screen';
import { useWalletActor } from './use-wallet-actor';
import { useWalletRegistration } from './use-wallet-registration';

export interface FetchedWallet {
  /** The selected registration, its balance the fetched wallet's. */
  registration: EventRegistration;
  wallet: EventWallet;
  /** The wallet's refunds; empty when the list could not be fetched. */
  refunds: RefundListEntry[];
}

/**
 * The top-up and refund pages work from the wallet as the server has it now: this fetches it
 * with the wallet machine (which alerts and goes home when there is no registration or wallet)
 * and renders the page once both calls have answered.
 */
export function FetchedWalletGate({
  children,
}: {
  children: (fetched: FetchedWallet) => ReactNode;
}) {
  const { settled, registration } = useWalletRegistration();
  if (!settled) return <PendingScreen />;
  return <WalletFetch registration={registration}>{children}</WalletFetch>;
}

function WalletFetch({
  registration,
  children,
}: {
  registration: EventRegistration | null;
  children: (fetched: FetchedWallet) => ReactNode;
}) {
  const actor = useWalletActor();
  const fetched = useSelector(
    actor,
    (snapshot): FetchedWallet | null => {
      const { wallet, refunds } = snapshot.context;
      const done =
        snapshot.matches({ open: { wallet: 'ready' } }) &&
        !snapshot.matches({ open: { refunds: 'loading' } });
      return done && wallet && snapshot.context.registration
        ? { registration: snapshot.context.registration, wallet, refunds }
        : null;
    },
    sameFetch,
  );
  const offline = useSelector(actor, (snapshot) =>
    snapshot.matches({ open: { wallet: 'offline' } }),
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: the page opens once, with what it was mounted with.
  useEffect(() => {
    actor.send({ type: 'wallet.open', registration });
  }, [actor]);

  if (offline) {
    return (
      <OfflineRetry
        onRetry={() => actor.send({ type: 'wallet.refresh' })}
        registration={registration?.walletId}
      />
    );
  }
  if (!fetched) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading wallet" />
      </Center>
    );
  }
  return children(fetched);
}

function sameFetch(a: FetchedWallet | null, b: FetchedWallet | null): boolean {
  return (
    a === b ||
    (a !== null &&
      b !== null &&
      a.registration === b.registration &&
      a.wallet === b.wallet &&
      a.refunds === b.refunds)
  );
}
