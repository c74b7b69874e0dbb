import { describe, expect, it } from 'vitest';
import {
  canRegisterTag,
  isTagHeldByCaller,
  isTagStatus,
  maskClaimedEmail,
  TAG_STATUSES,
  tagEventStatus,
} from './tag-status';

describe('canRegisterTag / isTagHeldByCaller', () => {
  it.each(TAG_STATUSES.map((status) => [status]))('%s', (status) => {
    expect(canRegisterTag(status)).toBe(status === 'AVAILABLE');
    expect(isTagHeldByCaller(status)).toBe(status === 'CLAIMED_BY_CALLER');
  });
});

describe('isTagStatus', () => {
  it('accepts the nine statuses only', () => {
    expect(TAG_STATUSES.every(isTagStatus)).toBe(true);
    expect(isTagStatus('FOUND_VALID')).toBe(false);
  });
});

describe('tagEventStatus', () => {
  it.each([
    ['DRAFT', 'EVENT_NOT_STARTED'],
    ['PUBLISHED', 'EVENT_NOT_STARTED'],
    ['STARTED', 'EVENT_NOT_FINISHED'],
    ['FINISHED', null],
    ['CLOSED', null],
    ['ARCHIVED', 'EVENT_ARCHIVED'],
  ] as const)('%s → %s', (state, status) => {
    expect(tagEventStatus(state)).toBe(status);
  });

  it('lets a running event whose refunds the organiser opened early be searched', () => {
    expect(tagEventStatus('STARTED', true)).toBeNull();
    expect(tagEventStatus('PUBLISHED', true)).toBe('EVENT_NOT_STARTED');
  });
});

describe('maskClaimedEmail', () => {
  it.each([
    ['jo.smith@example.com', 'jo***'],
    [' Alex@example.com', 'Al***'],
    ['a@example.com', 'a***'],
  ])('%s → %s', (email, masked) => {
    expect(maskClaimedEmail(email)).toBe(masked);
  });
});
