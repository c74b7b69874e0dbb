import { describe, expect, it } from 'vitest';
import { refusalReason } from './failure-message';

describe('refusalReason', () => {
  it("is the server's reason for a refusal that trying again cannot change", () => {
    expect(refusalReason({ message: '409 : Closed', status: 409, reason: 'Closed' })).toBe(
      'Closed',
    );
  });

  it.each([
    ['a server failure', { message: '503 : Busy', status: 503, reason: 'Busy' }],
    ['a lapsed sign-in', { message: '401 : Unauthorized', status: 401, reason: 'Unauthorized' }],
    ['no answer', { message: 'Network Error' }],
    ['a refusal without words', { message: '409', status: 409 }],
    ['not an object', 'boom'],
  ])('is null for %s', (_, error) => {
    expect(refusalReason(error)).toBeNull();
  });
});
