import { describe, expect, it } from 'vitest';
import { type TicketCandidate, ticketVerdict } from './ticket-find';

const HOLDER = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' };

const ticket = (overrides: Partial<TicketCandidate> = {}): TicketCandidate => ({
  id: 't1',
  eventId: 'e1',
  eventName: 'Harbour Lights',
  ticketNumber: 'T-1',
  holderFirstName: 'Ann',
  holderLastName: 'Lee',
  holderEmail: 'ann@example.com',
  valid: true,
  onlineTopupAllowed: true,
  claimedBy: null,
  wallet: null,
  ...overrides,
});

describe('ticketVerdict', () => {
  it('is NOT_FOUND without candidates and FOUND_TOO_MANY with several', () => {
    expect(ticketVerdict([], 'me', HOLDER)).toEqual({ status: 'NOT_FOUND', ticket: null });
    expect(ticketVerdict([ticket(), ticket({ id: 't2', eventId: 'e2' })], 'me', HOLDER)).toEqual({
      status: 'FOUND_TOO_MANY',
      ticket: null,
    });
  });

  // Each row breaks one more rule than the row below it, so the first match must win.
  it.each([
    [{ valid: false, claimedBy: 'other', onlineTopupAllowed: false }, HOLDER, 'FOUND_INVALID'],
    [
      { claimedBy: 'other', onlineTopupAllowed: false },
      { ...HOLDER, email: 'x@y.z' },
      'FOUND_CLAIMED',
    ],
    [{ wallet: { id: 'w', customerId: 'other' } }, HOLDER, 'FOUND_CLAIMED'],
    [{ onlineTopupAllowed: false }, { ...HOLDER, lastName: 'Li' }, 'FOUND_MISMATCH'],
    [{ onlineTopupAllowed: false }, HOLDER, 'FOUND_ONLINE_TOPUP_DISABLED'],
    [{}, HOLDER, 'FOUND_VALID'],
    [{ claimedBy: 'me' }, HOLDER, 'FOUND_VALID'],
    [{ wallet: { id: 'w', customerId: 'me' } }, HOLDER, 'FOUND_VALID'],
    [{ claimedBy: 'me' }, { ...HOLDER, firstName: 'Bo' }, 'FOUND_MISMATCH'],
  ] as const)('%o searched with %o is %s', (overrides, entered, status) => {
    const candidate = ticket(overrides);
    expect(ticketVerdict([candidate], 'me', entered)).toEqual({ status, ticket: candidate });
  });

  it('compares names and e-mail trimmed and case-insensitively', () => {
    const entered = { firstName: ' ANN', lastName: 'lee ', email: ' Ann@Example.COM' };
    expect(ticketVerdict([ticket()], null, entered).status).toBe('FOUND_VALID');
  });

  it('calls a held ticket claimed for a caller without a profile', () => {
    expect(ticketVerdict([ticket({ claimedBy: 'other' })], null, HOLDER).status).toBe(
      'FOUND_CLAIMED',
    );
  });
});
