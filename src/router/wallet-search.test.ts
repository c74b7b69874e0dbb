import { describe, expect, it } from 'vitest';
import { validateRegistrationSearch, validateWalletSearch } from './wallet-search';

describe('wallet page search parameters', () => {
  it("keeps a walletId and the provider's return", () => {
    expect(
      validateWalletSearch({ registration: 'w-1', reference: 'TU-1', state: 'completed' }),
    ).toEqual({ registration: 'w-1', reference: 'TU-1', state: 'completed' });
  });

  it('names malformed values absent, so the raw address value cannot stand in', () => {
    const search = validateWalletSearch({ registration: '<script>', reference: ['a'], state: '' });
    expect(search).toEqual({ registration: undefined, reference: undefined, state: undefined });
    expect(Object.keys(search)).toEqual(['registration', 'reference', 'state']);
    expect(validateRegistrationSearch({ registration: 'a b' })).toEqual({
      registration: undefined,
    });
  });

  it("reads a push notification's walletId as the registration", () => {
    expect(validateWalletSearch({ walletId: 'w-2', eventId: 'e-1' }).registration).toBe('w-2');
  });
});
