import { describe, expect, it } from 'vitest';
import { FRESH_FOR_SECONDS, freshStoredSession } from './fresh-stored-session';

const CLIENT = 'client-1';
const PREFIX = `CognitoIdentityServiceProvider.${CLIENT}`;
const NOW_MS = Date.UTC(2026, 10, 27, 12, 0, 0);
const NOW = NOW_MS / 1000;

function base64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

function jwt(claims: Record<string, unknown>): string {
  return `${base64url('{"alg":"RS256"}')}.${base64url(JSON.stringify(claims))}.signature`;
}

const ID_CLAIMS = {
  sub: 'sub-1',
  email: 'zoë@example.com',
  given_name: 'Zoë',
  family_name: 'Ōtani',
  phone_number: '+64211234567',
};

function storage(items: Record<string, string>) {
  return { getItem: (key: string) => items[key] ?? null };
}

function stored({ idExp = NOW + 3600, accessExp = NOW + 3600, drift = '0', refresh = 'r' } = {}) {
  return {
    [`${PREFIX}.LastAuthUser`]: 'sub-1',
    [`${PREFIX}.sub-1.idToken`]: jwt({ ...ID_CLAIMS, exp: idExp }),
    [`${PREFIX}.sub-1.accessToken`]: jwt({ sub: 'sub-1', exp: accessExp }),
    [`${PREFIX}.sub-1.refreshToken`]: refresh,
    [`${PREFIX}.sub-1.clockDrift`]: drift,
  };
}

describe('a fresh stored session, read without the identity library', () => {
  it("is the id token's customer and both tokens, names in UTF-8", () => {
    const items = stored();
    expect(freshStoredSession(storage(items), CLIENT, NOW_MS)).toEqual({
      user: {
        sub: 'sub-1',
        email: 'zoë@example.com',
        givenName: 'Zoë',
        familyName: 'Ōtani',
        phone: '+64211234567',
      },
      idToken: items[`${PREFIX}.sub-1.idToken`],
      accessToken: items[`${PREFIX}.sub-1.accessToken`],
    });
  });

  it('is left to the library when either token is within a minute of its end', () => {
    const edge = NOW + FRESH_FOR_SECONDS;
    expect(freshStoredSession(storage(stored({ idExp: edge + 1 })), CLIENT, NOW_MS)).not.toBeNull();
    expect(freshStoredSession(storage(stored({ idExp: edge })), CLIENT, NOW_MS)).toBeNull();
    expect(freshStoredSession(storage(stored({ accessExp: edge })), CLIENT, NOW_MS)).toBeNull();
  });

  it("counts the library's clock drift as it does", () => {
    // The device runs 10 minutes behind the identity (drift -600): a token with 5 minutes left
    // by the device's clock is already past its end.
    const items = stored({ idExp: NOW + 300, drift: '-600' });
    expect(freshStoredSession(storage(items), CLIENT, NOW_MS)).toBeNull();
    expect(
      freshStoredSession(storage(stored({ idExp: NOW + 300 })), CLIENT, NOW_MS),
    ).not.toBeNull();
  });

  it('is none without a signed-in user, a token, the refresh token, or with an unreadable token', () => {
    expect(freshStoredSession(storage({}), CLIENT, NOW_MS)).toBeNull();
    expect(freshStoredSession(storage(stored({ refresh: '' })), CLIENT, NOW_MS)).toBeNull();
    expect(freshStoredSession(storage(stored()), 'other-client', NOW_MS)).toBeNull();
    const broken = { ...stored(), [`${PREFIX}.sub-1.idToken`]: 'not.a-jwt.at-all' };
    expect(freshStoredSession(storage(broken), CLIENT, NOW_MS)).toBeNull();
    const noExp = { ...stored(), [`${PREFIX}.sub-1.accessToken`]: jwt({ sub: 'sub-1' }) };
    expect(freshStoredSession(storage(noExp), CLIENT, NOW_MS)).toBeNull();
  });
});
