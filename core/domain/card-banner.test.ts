import { describe, expect, it } from 'vitest';
import {
  makeRegistration,
  type RegistrationShape,
} from '../../test-support/app/registration-fixture';
import { type BannerKind, cardBanner } from './card-banner';
import type { RefundStatus } from './refund-status';

// Each row of the spec's table, with the registration that reaches it.
const rows: [string, RegistrationShape, string][] = [
  ['PUBLISHED, balance > 0', { state: 'PUBLISHED', balance: 10 }, 'READY FOR EVENT'],
  [
    'PUBLISHED, balance > 0 with a tag and no ticket',
    { state: 'PUBLISHED', balance: 0.01, uid: '04AA', ticketNumber: null },
    'READY FOR EVENT',
  ],
  ['PUBLISHED, ticket number present', { state: 'PUBLISHED' }, 'ONLINE TOP UP AVAILABLE'],
  [
    'PUBLISHED, ticket and tag',
    { state: 'PUBLISHED', uid: '04AA', ticketNumber: 'T1' },
    'ONLINE TOP UP AVAILABLE',
  ],
  [
    'PUBLISHED, tag uid present',
    { state: 'PUBLISHED', uid: '04AA', ticketNumber: null },
    'READY FOR EVENT',
  ],
  ['PUBLISHED, nothing', { state: 'PUBLISHED', ticketNumber: null }, 'CONTACT SUPPORT'],
  ['STARTED', { state: 'STARTED', balance: 5, refundStatus: 'AVAILABLE' }, 'Event In Progress'],
  [
    'FINISHED, NOT_AVAILABLE',
    { state: 'FINISHED', balance: 5, refundStatus: 'NOT_AVAILABLE' },
    'Refund Not Open',
  ],
  [
    'FINISHED, AVAILABLE, balance > 0',
    { state: 'FINISHED', balance: 5, refundStatus: 'AVAILABLE' },
    'Refund Available',
  ],
  [
    'FINISHED, AVAILABLE, balance zero',
    { state: 'FINISHED', balance: 0, refundStatus: 'AVAILABLE' },
    'Event Finished',
  ],
  [
    'FINISHED, PROCESSING',
    { state: 'FINISHED', balance: 5, refundStatus: 'PROCESSING' },
    'Refund Logged',
  ],
  ['FINISHED, COMPLETED', { state: 'FINISHED', refundStatus: 'COMPLETED' }, 'Refund Paid'],
  ['FINISHED, VOID', { state: 'FINISHED', balance: 5, refundStatus: 'VOID' }, 'Refund Cancelled'],
  [
    'FINISHED, other refund status',
    { state: 'FINISHED', balance: 5, refundStatus: 'ON_HOLD' as RefundStatus },
    'Refund Open',
  ],
  ['CLOSED', { state: 'CLOSED', balance: 5, refundStatus: 'AVAILABLE' }, 'Refund Closed'],
  ['DRAFT', { state: 'DRAFT', balance: 5 }, 'Event Draft'],
  ['ARCHIVED', { state: 'ARCHIVED', refundStatus: 'COMPLETED' }, 'Event Draft'],
];

// What kind of news each text is (the card's colour): the oracle beside the spec's texts.
const KINDS: Record<string, BannerKind> = {
  'READY FOR EVENT': 'ready',
  'Refund Paid': 'ready',
  'ONLINE TOP UP AVAILABLE': 'action',
  'Refund Available': 'action',
  'Refund Open': 'action',
  'Refund Logged': 'underway',
  'Event In Progress': 'running',
  'CONTACT SUPPORT': 'help',
  'Refund Cancelled': 'help',
  'Refund Not Open': 'idle',
  'Event Finished': 'idle',
  'Event Draft': 'idle',
  'Refund Closed': 'closed',
};

const NOW = new Date('2026-12-01T10:00:00Z');

describe('cardBanner', () => {
  it.each(rows.map(([row, shape, text]) => [row, text, shape] as const))(
    '%s → %s',
    (_row, text, shape) => {
      expect(cardBanner(makeRegistration(shape), NOW)).toEqual({ text, kind: KINDS[text] });
    },
  );

  it("says refunds are closed once the operator's close time has come, unless one is on its way or paid", () => {
    const finished = (refundStatus: RefundStatus, refundsCloseAt: string) =>
      makeRegistration({ state: 'FINISHED', refundStatus, balance: 5, refundsCloseAt });
    const past = new Date(NOW.getTime() - 60_000).toISOString();
    const later = new Date(NOW.getTime() + 60_000).toISOString();
    expect(cardBanner(finished('AVAILABLE', later), NOW).text).toBe('Refund Available');
    for (const status of ['AVAILABLE', 'NOT_AVAILABLE', 'VOID'] as const) {
      expect(cardBanner(finished(status, past), NOW)).toEqual({
        text: 'Refund Closed',
        kind: 'closed',
      });
    }
    expect(cardBanner(finished('PROCESSING', past), NOW).text).toBe('Refund Logged');
    expect(cardBanner(finished('COMPLETED', past), NOW).text).toBe('Refund Paid');
  });
});
