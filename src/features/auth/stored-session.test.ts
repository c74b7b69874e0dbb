import { describe, expect, it } from 'vitest';
import { createFakeIdentity, userFor } from '../../../test-support/app/fake-identity';
import { hasAnyStoredSession, withStoredSessionCheck } from './stored-session';

function storage(items: Record<string, string>) {
  return { getItem: (key: string) => items[key] ?? null };
}

describe('withStoredSessionCheck', () => {
  it('answers no user without asking the identity when no session is stored', async () => {
    const identity = createFakeIdentity({ user: userFor('ann@example.com') });
    const checked = withStoredSessionCheck(identity, storage({}), 'client-1');
    expect(await checked.currentUser()).toBeNull();
    expect(identity.callsTo('currentUser')).toEqual([]);
  });

  it("asks the identity when the library's last user of this client is stored", async () => {
    const identity = createFakeIdentity({ user: userFor('ann@example.com') });
    const stored = storage({
      'CognitoIdentityServiceProvider.client-1.LastAuthUser': 'ann@example.com',
    });
    const checked = withStoredSessionCheck(identity, stored, 'client-1');
    expect(await checked.currentUser()).toEqual(userFor('ann@example.com'));
    expect(identity.callsTo('currentUser')).toHaveLength(1);
    const otherClient = storage({
      'CognitoIdentityServiceProvider.client-2.LastAuthUser': 'ann@example.com',
    });
    expect(
      await withStoredSessionCheck(identity, otherClient, 'client-1').currentUser(),
    ).toBeNull();
  });

  it('leaves every other call to the identity', async () => {
    const identity = createFakeIdentity();
    const checked = withStoredSessionCheck(identity, storage({}), 'client-1');
    await checked.signIn({ email: 'ann@example.com', password: 'x' });
    expect(identity.callsTo('signIn')).toEqual([{ email: 'ann@example.com', password: 'x' }]);
    expect(await checked.getToken()).toBe('fake-token');
  });
});

describe('hasAnyStoredSession', () => {
  const keys = (...names: string[]) => ({
    length: names.length,
    key: (index: number) => names[index] ?? null,
  });

  it("finds the library's last user of any client", () => {
    expect(hasAnyStoredSession(keys('a', 'CognitoIdentityServiceProvider.c-9.LastAuthUser'))).toBe(
      true,
    );
  });

  it('finds none in empty storage or among other keys', () => {
    expect(hasAnyStoredSession(keys())).toBe(false);
    expect(
      hasAnyStoredSession(keys('CognitoIdentityServiceProvider.c-9.ann.idToken', 'LastAuthUser')),
    ).toBe(false);
  });
});
