import { describe, expect, it } from 'vitest';
import { TEST_PROFILE } from '../test/fake-identity';
import { currentProfile, storeSavedProfile } from './signed-in-profile';

describe('signed-in profile', () => {
  it('shows a saved profile in place of the post-login one it was saved over', () => {
    const loggedIn = { ...TEST_PROFILE };
    const saved = { ...TEST_PROFILE, firstName: 'Annie' };
    expect(currentProfile(loggedIn)).toBe(loggedIn);
    storeSavedProfile(loggedIn, saved);
    expect(currentProfile(loggedIn)).toBe(saved);
  });

  it('drops it once a new sign-in brings a new post-login profile', () => {
    const first = { ...TEST_PROFILE };
    storeSavedProfile(first, { ...TEST_PROFILE, firstName: 'Annie' });
    const next = { ...TEST_PROFILE, email: 'bob@example.com' };
    expect(currentProfile(next)).toBe(next);
    expect(currentProfile(null)).toBeNull();
  });
});
