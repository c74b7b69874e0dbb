import { describe, expect, it } from 'vitest';
import { type TagCandidate, tagVerdict } from './tag-find';

const USED = { id: 'w1', customerId: null, hasTransactions: true };

const tag = (overrides: Partial<TagCandidate> = {}): TagCandidate => ({
  id: 'g1',
  eventId: 'e1',
  eventState: 'FINISHED',
  refundsOpened: false,
  uid: '04A1B2C3D4E5F6',
  serial: '123',
  claimedBy: null,
  wallet: USED,
  ...overrides,
});

describe('tagVerdict', () => {
  it('is NOT_FOUND without candidates and FOUND_TOO_MANY with several', () => {
    expect(tagVerdict([], 'me')).toEqual({ status: 'NOT_FOUND', tag: null });
    expect(tagVerdict([tag(), tag({ id: 'g2' })], 'me')).toEqual({
      status: 'FOUND_TOO_MANY',
      tag: null,
    });
  });

  // The event's state is checked before use and ownership, whatever they are.
  it.each([
    ['ARCHIVED', 'EVENT_ARCHIVED'],
    ['DRAFT', 'EVENT_NOT_STARTED'],
    ['PUBLISHED', 'EVENT_NOT_STARTED'],
    ['STARTED', 'EVENT_NOT_FINISHED'],
  ] as const)('a tag of a %s event is %s', (eventState, status) => {
    const candidate = tag({ eventState, claimedBy: 'other', wallet: null });
    expect(tagVerdict([candidate], 'me')).toEqual({ status, tag: candidate });
  });

  it('finds a tag of a running event once the organiser opened its refunds early', () => {
    const candidate = tag({ eventState: 'STARTED', refundsOpened: true });
    expect(tagVerdict([candidate], 'me')).toEqual({
      status: 'AVAILABLE',
      tag: candidate,
      wallet: USED,
    });
  });

  it('is NOT_USED without a wallet or without ledger rows, even when held', () => {
    expect(tagVerdict([tag({ wallet: null })], 'me').status).toBe('NOT_USED');
    const unused = { ...USED, hasTransactions: false, customerId: 'other' };
    expect(tagVerdict([tag({ wallet: unused, claimedBy: 'other' })], 'me').status).toBe('NOT_USED');
  });

  it('is CLAIMED with the holder when another customer claimed it or holds its wallet', () => {
    expect(tagVerdict([tag({ claimedBy: 'other' })], 'me')).toMatchObject({
      status: 'CLAIMED',
      holderId: 'other',
    });
    expect(tagVerdict([tag({ wallet: { ...USED, customerId: 'other' } })], 'me')).toMatchObject({
      status: 'CLAIMED',
      holderId: 'other',
    });
    expect(tagVerdict([tag({ claimedBy: 'other' })], null).status).toBe('CLAIMED');
  });

  it('is CLAIMED_BY_CALLER for the holder and AVAILABLE for a tag nobody holds', () => {
    expect(tagVerdict([tag({ claimedBy: 'me' })], 'me').status).toBe('CLAIMED_BY_CALLER');
    expect(tagVerdict([tag({ wallet: { ...USED, customerId: 'me' } })], 'me').status).toBe(
      'CLAIMED_BY_CALLER',
    );
    expect(tagVerdict([tag({ eventState: 'CLOSED' })], 'me')).toEqual({
      status: 'AVAILABLE',
      tag: tag({ eventState: 'CLOSED' }),
      wallet: USED,
    });
  });
});
