import { afterEach, describe, expect, it } from 'vitest';
import { makeRegistration } from '../domain/registration-fixture';
import {
  clearSelectedRegistration,
  resetSelectionUnlessOwnedBy,
  selectedRegistration,
  selectRegistration,
} from './selected-registration';

const MINE = makeRegistration({ walletId: 'w-mine' });

afterEach(clearSelectedRegistration);

describe('selected registration', () => {
  it('hands the selection to the customer who made it', () => {
    selectRegistration('sub-ann', MINE);
    expect(selectedRegistration('sub-ann')).toBe(MINE);
  });

  it('never hands it to another customer', () => {
    selectRegistration('sub-ann', MINE);
    expect(selectedRegistration('sub-bob')).toBeNull();
    expect(selectedRegistration(null)).toBeNull();
  });

  it('is reset when someone else’s profile loads, kept for its owner (spec §4)', () => {
    selectRegistration('sub-ann', MINE);
    resetSelectionUnlessOwnedBy('sub-ann');
    expect(selectedRegistration('sub-ann')).toBe(MINE);
    resetSelectionUnlessOwnedBy('sub-bob');
    expect(selectedRegistration('sub-ann')).toBeNull();
  });

  it('is replaced by a later selection and cleared on request', () => {
    const other = makeRegistration({ walletId: 'w-other' });
    selectRegistration('sub-ann', MINE);
    selectRegistration('sub-ann', other);
    expect(selectedRegistration('sub-ann')).toBe(other);
    clearSelectedRegistration();
    expect(selectedRegistration('sub-ann')).toBeNull();
  });
});
