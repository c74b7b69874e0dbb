import { describe, expect, it } from 'vitest';
import {
  canAddTicket,
  holderDetailMatches,
  isTicketStatus,
  TICKET_STATUSES,
} from './ticket-status';

describe('canAddTicket', () => {
  it.each(TICKET_STATUSES.map((status) => [status, status === 'FOUND_VALID']))(
    '%s → %s',
    (status, allowed) => {
      expect(canAddTicket(status as string)).toBe(allowed);
    },
  );

  it('refuses an unknown status', () => {
    expect(canAddTicket('found_valid')).toBe(false);
  });
});

describe('isTicketStatus', () => {
  it('accepts the seven statuses only', () => {
    expect(TICKET_STATUSES.every(isTicketStatus)).toBe(true);
    expect(isTicketStatus('FOUND')).toBe(false);
  });
});

describe('holderDetailMatches', () => {
  it.each([
    ['Jo', 'jo', true],
    ['  JO@Example.com ', 'jo@example.com', true],
    ['Jo', 'Joe', false],
    ['', '', true],
  ])('%j vs %j → %s', (entered, held, same) => {
    expect(holderDetailMatches(entered, held)).toBe(same);
  });
});
