import { describe, expect, it } from 'vitest';
import { makeRegistration } from '../../../test-support/app/registration-fixture';
import type { EventWallet } from './chart/wallet-types';
import { findPaidRegistration } from './find-paid-registration';

const FIRST = makeRegistration({ state: 'PUBLISHED', balance: 0, walletId: 'wallet-1' });
const SECOND = makeRegistration({ state: 'PUBLISHED', balance: 0, walletId: 'wallet-2' });

function walletWith(reference: string): EventWallet {
  return {
    customerId: 'sub-ann',
    balance: { current: 0 },
    transactionList: [
      {
        purchaseReference: reference,
        purchaseCategory: 'TOP_UP',
        purchaseState: 'PENDING',
        purchaseTotal: 20,
        purchaseDate: '2026-01-10T10:00:00Z',
        kind: 'online-top-up',
        description: 'Online top up',
        status: 'pending',
      },
    ],
  };
}

/** Each wallet by id: the wallet, or the failure its fetch rejects with. */
function api(wallets: Record<string, EventWallet | Error>) {
  return {
    fetchWallet: async ({ walletId }: { walletId: string }) => {
      const answer = wallets[walletId];
      if (!answer || answer instanceof Error) throw answer ?? new Error('404 : Wallet not found');
      return answer;
    },
  };
}

describe('findPaidRegistration', () => {
  it('finds the registration whose wallet holds the purchase', async () => {
    const calls = api({ 'wallet-1': walletWith('P-1'), 'wallet-2': walletWith('PAY-42') });
    expect(await findPaidRegistration(calls, [FIRST, SECOND], 'PAY-42')).toBe(SECOND);
  });

  it('answers none when every wallet was read and none holds it', async () => {
    const calls = api({ 'wallet-1': walletWith('P-1'), 'wallet-2': walletWith('P-2') });
    expect(await findPaidRegistration(calls, [FIRST, SECOND], 'PAY-42')).toBeNull();
  });

  it('fails with the failure of a wallet it could not read, when no other holds it', async () => {
    const offline = new Error('Network Error');
    const calls = api({ 'wallet-1': offline, 'wallet-2': walletWith('P-2') });
    await expect(findPaidRegistration(calls, [FIRST, SECOND], 'PAY-42')).rejects.toBe(offline);
  });

  it('still finds the purchase in a wallet it could read', async () => {
    const calls = api({ 'wallet-1': new Error('Network Error'), 'wallet-2': walletWith('PAY-42') });
    expect(await findPaidRegistration(calls, [FIRST, SECOND], 'PAY-42')).toBe(SECOND);
  });

  it('looks only at wallets that can be topped up online', async () => {
    const running = makeRegistration({ state: 'STARTED', balance: 5, walletId: 'wallet-1' });
    const calls = api({ 'wallet-1': new Error('Network Error') });
    expect(await findPaidRegistration(calls, [running], 'PAY-42')).toBeNull();
  });
});
