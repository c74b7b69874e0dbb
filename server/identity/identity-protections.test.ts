// Each attack issue #22 found on the old embedded identity, tried on the built-in one: every
// test shows it refused. Through app.inject(), on PGlite or on PostgreSQL (DATABASE_URL).
import { decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import {
  type IdentityTestApp,
  identityApp,
  NEW_PASSWORD,
  PASSWORD,
  startIdentityTestApp,
} from '../test-support/identity-test-app';
import { createTestDatabase, type TestDatabaseTarget } from '../test-support/test-database';
import { findAccount } from './accounts';
import {
  createTemporaryAccount,
  requirePasswordReset,
  setAccountEnabled,
  signOutEverywhere,
} from './operator-accounts';

let t: IdentityTestApp & { close(): Promise<void> };

beforeAll(async () => {
  t = await startIdentityTestApp();
});
afterAll(() => t?.close());
afterEach(() => {
  vi.useRealTimers();
});

let addressSequence = 0;
/** A client address of a test's own, so one test's failures never lock out another's. */
const newAddress = () => {
  addressSequence += 1;
  return `10.22.${Math.floor(addressSequence / 250)}.${addressSequence % 250}`;
};
const newEmail = (label: string) => `${label}-${Math.random().toString(36).slice(2)}@example.com`;

const passwordAuth = (email: string, password: string, address = newAddress()) =>
  t.call(
    'InitiateAuth',
    {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: t.clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    },
    address,
  );

const refresh = (refreshToken: string) =>
  t.call('InitiateAuth', {
    AuthFlow: 'REFRESH_TOKEN_AUTH',
    ClientId: t.clientId,
    AuthParameters: { REFRESH_TOKEN: refreshToken },
  });

async function challenged(email: string) {
  await createTemporaryAccount(t.db, { email, temporaryPassword: 'Temporary-pass-1' });
  const answer = await passwordAuth(email, 'Temporary-pass-1');
  return String(answer.body.Session);
}

const answerChallenge = (email: string, session: string, password = NEW_PASSWORD) =>
  t.call('RespondToAuthChallenge', {
    ChallengeName: 'NEW_PASSWORD_REQUIRED',
    ClientId: t.clientId,
    Session: session,
    ChallengeResponses: { USERNAME: email, NEW_PASSWORD: password },
  });

describe('challenge sessions are ours, one user, one challenge, one answer, three minutes', () => {
  it('refuses a Session the service never issued', async () => {
    const email = newEmail('forged');
    await challenged(email);
    for (const session of ['forged', 'x'.repeat(43), 'AYABeJwVjk']) {
      const answer = await answerChallenge(email, session);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        __type: 'NotAuthorizedException',
        message: 'Invalid session for the user.',
      });
    }
    expect((await findAccount(t.db, email))?.status).toBe('FORCE_CHANGE_PASSWORD');
  });

  it('refuses a Session answered once already', async () => {
    const email = newEmail('reused');
    const session = await challenged(email);
    expect((await answerChallenge(email, session)).status).toBe(200);
    const again = await answerChallenge(email, session, 'Third-pass-3!');
    expect(again.body).toMatchObject({ __type: 'NotAuthorizedException' });
    await expect(t.signIn(email, NEW_PASSWORD)).resolves.toHaveProperty('AccessToken');
  });

  it('answers one of two racing answers to one Session', async () => {
    const email = newEmail('race');
    const session = await challenged(email);
    const answers = await Promise.all([
      answerChallenge(email, session),
      answerChallenge(email, session, 'Third-pass-3!'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
  });

  it("refuses one account's Session for another account", async () => {
    const victim = await t.confirmedCustomer('victim');
    const session = await challenged(newEmail('attacker'));
    const answer = await answerChallenge(victim, session);
    expect(answer.body).toMatchObject({ __type: 'NotAuthorizedException' });
    await expect(t.signIn(victim)).resolves.toHaveProperty('AccessToken');
  });

  it('refuses another challenge than the one issued (SMS_MFA)', async () => {
    const email = newEmail('mfa');
    const session = await challenged(email);
    const answer = await t.call('RespondToAuthChallenge', {
      ChallengeName: 'SMS_MFA',
      ClientId: t.clientId,
      Session: session,
      ChallengeResponses: { USERNAME: email, SMS_MFA_CODE: '123456' },
    });
    expect(answer.body).toMatchObject({ __type: 'InvalidParameterException' });
    expect(answer.body).not.toHaveProperty('AuthenticationResult');
  });

  it('refuses a Session past its three minutes', async () => {
    const email = newEmail('late');
    const session = await challenged(email);
    const [row] = await t.db.query<{ seconds: number }>(
      `select extract(epoch from expires_at - now())::float8 as seconds from identity_challenges
       order by expires_at desc limit 1`,
    );
    expect(row?.seconds).toBeGreaterThan(170);
    expect(row?.seconds).toBeLessThanOrEqual(180);
    await t.db.query(`update identity_challenges set expires_at = now() - interval '1 second'`);
    expect((await answerChallenge(email, session)).body).toMatchObject({
      __type: 'NotAuthorizedException',
    });
  });
});

describe('codes: required, single use, five wrong tries, 24 h for sign-up and 1 h for reset', () => {
  const confirmReset = (email: string, code: unknown, password = NEW_PASSWORD) =>
    t.call('ConfirmForgotPassword', {
      ClientId: t.clientId,
      Username: email,
      ...(code === undefined ? {} : { ConfirmationCode: code }),
      Password: password,
    });

  it('refuses a reset with the code left out, and keeps the password', async () => {
    const email = await t.confirmedCustomer('nocode');
    await t.call('ForgotPassword', { ClientId: t.clientId, Username: email });
    for (const code of [undefined, '', null]) {
      const answer = await confirmReset(email, code);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ __type: 'InvalidParameterException' });
    }
    await expect(t.signIn(email)).resolves.toHaveProperty('AccessToken');
  });

  it('refuses the right code after five wrong ones (reset)', async () => {
    const email = await t.confirmedCustomer('guess');
    await t.call('ForgotPassword', { ClientId: t.clientId, Username: email });
    const code = String(t.mailbox.latestCode(email, 'ForgotPassword'));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await confirmReset(email, wrong)).body).toMatchObject({
        __type: 'CodeMismatchException',
      });
    }
    expect((await confirmReset(email, code)).body).toMatchObject({
      __type: 'ExpiredCodeException',
    });
    await expect(t.signIn(email)).resolves.toHaveProperty('AccessToken');
  });

  it('refuses the right code after five wrong ones (sign-up)', async () => {
    const email = newEmail('signup-guess');
    await t.call('SignUp', { ClientId: t.clientId, Username: email, Password: PASSWORD });
    const code = String(t.mailbox.latestCode(email, 'SignUp'));
    const confirm = (value: string) =>
      t.call('ConfirmSignUp', { ClientId: t.clientId, Username: email, ConfirmationCode: value });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await confirm(code === '000000' ? '111111' : '000000');
    }
    expect((await confirm(code)).body).toMatchObject({ __type: 'ExpiredCodeException' });
    expect((await findAccount(t.db, email))?.status).toBe('UNCONFIRMED');
  });

  it('uses a code once', async () => {
    const email = await t.confirmedCustomer('once');
    await t.call('ForgotPassword', { ClientId: t.clientId, Username: email });
    const code = t.mailbox.latestCode(email, 'ForgotPassword');
    expect((await confirmReset(email, code)).status).toBe(200);
    expect((await confirmReset(email, code, 'Third-pass-3!')).body).toMatchObject({
      __type: 'CodeMismatchException',
    });
    await expect(t.signIn(email, NEW_PASSWORD)).resolves.toHaveProperty('AccessToken');
  });

  it('gives sign-up codes 24 hours and reset codes 1 hour, and refuses them after', async () => {
    const email = await t.confirmedCustomer('expiry');
    const other = newEmail('expiry-signup');
    await t.call('SignUp', { ClientId: t.clientId, Username: other, Password: PASSWORD });
    await t.call('ForgotPassword', { ClientId: t.clientId, Username: email });
    const lifetimes = await t.db.query<{ email: string; hours: number }>(
      `select email, extract(epoch from expires_at - now())::float8 / 3600 as hours
       from identity_codes where email = any($1::text[])`,
      [[email, other]],
    );
    const hours = Object.fromEntries(lifetimes.map((row) => [row.email, row.hours]));
    expect(hours[other]).toBeGreaterThan(23.9);
    expect(hours[other]).toBeLessThanOrEqual(24);
    expect(hours[email]).toBeGreaterThan(0.9);
    expect(hours[email]).toBeLessThanOrEqual(1);
    await t.db.query(
      `update identity_codes set expires_at = now() - interval '1 second' where email = any($1::text[])`,
      [[email, other]],
    );
    expect(
      (await confirmReset(email, t.mailbox.latestCode(email, 'ForgotPassword'))).body,
    ).toMatchObject({ __type: 'ExpiredCodeException' });
    const late = await t.call('ConfirmSignUp', {
      ClientId: t.clientId,
      Username: other,
      ConfirmationCode: t.mailbox.latestCode(other, 'SignUp'),
    });
    expect(late.body).toMatchObject({ __type: 'ExpiredCodeException' });
  });
});

describe('guessing passwords', () => {
  it('locks an account after 5 wrong passwords: the 6th attempt fails even with the right one', async () => {
    const email = await t.confirmedCustomer('lockout');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await passwordAuth(email, `Wrong-pass-${attempt}!`);
      expect(answer.body).toMatchObject({ message: 'Incorrect username or password.' });
    }
    const sixth = await passwordAuth(email, PASSWORD);
    expect(sixth.status).toBe(400);
    expect(sixth.body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Password attempts exceeded',
    });
    expect(sixth.body).not.toHaveProperty('AuthenticationResult');
  });

  it('makes each further wait longer, up to 15 minutes', async () => {
    const { lockoutMs } = await import('./sign-in-lockout');
    const { DEFAULT_IDENTITY_LIMITS: limits } = await import('./identity-limits');
    const waits = [4, 5, 6, 7, 20].map((failures) => lockoutMs(limits, failures, 5));
    expect(waits).toEqual([0, 30_000, 60_000, 120_000, 15 * 60_000]);
  });

  it('locks a client address that guesses across many e-mails', async () => {
    const address = newAddress();
    const email = await t.confirmedCustomer('address');
    for (let attempt = 0; attempt < 20; attempt += 1) {
      await passwordAuth(newEmail('spray'), PASSWORD, address);
    }
    expect((await passwordAuth(email, PASSWORD, address)).body).toMatchObject({
      message: 'Password attempts exceeded',
    });
    expect((await passwordAuth(email, PASSWORD, newAddress())).status).toBe(200);
  });

  it("forgets an address's failures after 15 quiet minutes, an e-mail's only after a day", async () => {
    const address = newAddress();
    for (let attempt = 0; attempt < 20; attempt += 1) {
      await passwordAuth(newEmail('crowd'), PASSWORD, address);
    }
    const email = await t.confirmedCustomer('quiet');
    for (let attempt = 0; attempt < 5; attempt += 1) await passwordAuth(email, 'Wrong-pass-1!');
    await t.db.query(
      `update identity_sign_in_failures set last_failure_at = now() - interval '16 minutes'
       where key = any($1::text[])`,
      [[`address:${address}`, `email:${email}`]],
    );
    // One more failure each: the address starts counting again, the e-mail goes on from 5.
    await passwordAuth(newEmail('crowd'), PASSWORD, address);
    await passwordAuth(email, 'Wrong-pass-1!');
    expect((await passwordAuth(await t.confirmedCustomer('after'), PASSWORD, address)).status).toBe(
      200,
    );
    expect((await passwordAuth(email, PASSWORD)).body).toMatchObject({
      message: 'Password attempts exceeded',
    });
  });

  it('answers a reset and a right password after it: the owner is not locked out for good', async () => {
    const email = await t.confirmedCustomer('owner');
    for (let attempt = 0; attempt < 6; attempt += 1) await passwordAuth(email, 'Wrong-pass-1!');
    await t.call('ForgotPassword', { ClientId: t.clientId, Username: email });
    await t.call('ConfirmForgotPassword', {
      ClientId: t.clientId,
      Username: email,
      ConfirmationCode: t.mailbox.latestCode(email, 'ForgotPassword'),
      Password: NEW_PASSWORD,
    });
    expect((await passwordAuth(email, NEW_PASSWORD)).status).toBe(200);
  });
});

describe('no user enumeration', () => {
  const strip = (answer: { status: number; body: Record<string, unknown> }) => ({
    status: answer.status,
    body: JSON.parse(
      JSON.stringify(answer.body).replace(/"Destination":"[^"]*"/, '"Destination":""'),
    ),
  });

  it('answers a wrong password for a known e-mail as for an unknown one', async () => {
    const known = await t.confirmedCustomer('known');
    expect(strip(await passwordAuth(known, 'Wrong-pass-1!'))).toEqual(
      strip(await passwordAuth(newEmail('unknown'), 'Wrong-pass-1!')),
    );
  });

  it('answers Forgot Password alike for known, unknown and unconfirmed e-mails, mailing only the owner', async () => {
    const known = await t.confirmedCustomer('forgot-known');
    const unknown = newEmail('forgot-unknown');
    const unconfirmed = newEmail('forgot-unconfirmed');
    await t.call('SignUp', { ClientId: t.clientId, Username: unconfirmed, Password: PASSWORD });
    const answers = await Promise.all(
      [known, unknown, unconfirmed].map((email) =>
        t.call('ForgotPassword', { ClientId: t.clientId, Username: email }),
      ),
    );
    const [first, ...rest] = answers.map(strip);
    for (const answer of rest) expect(answer).toEqual(first);
    expect(first?.status).toBe(200);
    expect(t.mailbox.latestCode(known, 'ForgotPassword')).not.toBeNull();
    expect(t.mailbox.latestCode(unknown, 'ForgotPassword')).toBeNull();
    expect(t.mailbox.latestCode(unconfirmed, 'ForgotPassword')).toBeNull();
  });

  it('answers a resend alike for unconfirmed, confirmed and unknown e-mails', async () => {
    const unconfirmed = newEmail('resend-unconfirmed');
    await t.call('SignUp', { ClientId: t.clientId, Username: unconfirmed, Password: PASSWORD });
    const confirmed = await t.confirmedCustomer('resend-confirmed');
    const answers = await Promise.all(
      [unconfirmed, confirmed, newEmail('resend-unknown')].map((email) =>
        t.call('ResendConfirmationCode', { ClientId: t.clientId, Username: email }),
      ),
    );
    const [first, ...rest] = answers.map(strip);
    for (const answer of rest) expect(answer).toEqual(first);
  });

  it('answers wrong reset codes alike for known and unknown e-mails, the sixth too', async () => {
    const known = await t.confirmedCustomer('code-known');
    const unknown = newEmail('code-unknown');
    const tries = async (email: string) => {
      await t.call('ForgotPassword', { ClientId: t.clientId, Username: email });
      const answers = [];
      for (let attempt = 0; attempt < 6; attempt += 1) {
        answers.push(
          strip(
            await t.call('ConfirmForgotPassword', {
              ClientId: t.clientId,
              Username: email,
              ConfirmationCode: '1234567',
              Password: NEW_PASSWORD,
            }),
          ),
        );
      }
      return answers;
    };
    expect(await tries(known)).toEqual(await tries(unknown));
  });

  it('locks an unknown e-mail after 5 failures as it would a known one', async () => {
    const unknown = newEmail('lock-unknown');
    for (let attempt = 0; attempt < 5; attempt += 1) await passwordAuth(unknown, 'Wrong-pass-1!');
    expect((await passwordAuth(unknown, 'Wrong-pass-1!')).body).toMatchObject({
      message: 'Password attempts exceeded',
    });
  });
});

describe('the password policy (spec §9) holds on the server', () => {
  it.each(['a', 'password', 'Password1', 'Pass-1', '12345678!'])(
    'refuses %s on sign-up',
    async (weak) => {
      const email = newEmail('weak');
      const answer = await t.call('SignUp', {
        ClientId: t.clientId,
        Username: email,
        Password: weak,
      });
      expect(answer.body).toMatchObject({ __type: 'InvalidPasswordException' });
      expect(await findAccount(t.db, email)).toBeUndefined();
    },
  );

  it('refuses a weak new password on reset and on the new-password challenge', async () => {
    const email = await t.confirmedCustomer('weak-reset');
    await t.call('ForgotPassword', { ClientId: t.clientId, Username: email });
    const reset = await t.call('ConfirmForgotPassword', {
      ClientId: t.clientId,
      Username: email,
      ConfirmationCode: t.mailbox.latestCode(email, 'ForgotPassword'),
      Password: 'a',
    });
    expect(reset.body).toMatchObject({ __type: 'InvalidPasswordException' });
    const challengedEmail = newEmail('weak-challenge');
    const session = await challenged(challengedEmail);
    expect((await answerChallenge(challengedEmail, session, 'a')).body).toMatchObject({
      __type: 'InvalidPasswordException',
    });
    expect((await answerChallenge(challengedEmail, session)).status).toBe(200);
  });

  it('stores argon2id hashes at 19 MiB, 2 passes, 1 lane, never the password', async () => {
    const email = await t.confirmedCustomer('stored');
    const account = await findAccount(t.db, email);
    expect(account?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const tables = await t.db.query<{ name: string }>(
      `select table_name as name from information_schema.tables
       where table_schema = current_schema() and table_name like 'identity_%'`,
    );
    for (const { name } of tables) {
      const rows = await t.db.query(`select * from ${name}`);
      expect(JSON.stringify(rows)).not.toContain(PASSWORD);
    }
  });
});

describe('passwords stay out of the logs', () => {
  it('logs no password of a sign-up, a sign-in, a failed one or a reset, at trace level', async () => {
    const lines: string[] = [];
    const logged = await identityApp(t.db, {
      logger: { level: 'trace', stream: { write: (line: string) => void lines.push(line) } },
    });
    try {
      const email = await logged.confirmedCustomer('logged');
      await logged.signIn(email);
      await logged.call('InitiateAuth', {
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: logged.clientId,
        AuthParameters: { USERNAME: email, PASSWORD: 'Wrong-secret-9!' },
      });
      await logged.call('ForgotPassword', { ClientId: logged.clientId, Username: email });
      await logged.call('ConfirmForgotPassword', {
        ClientId: logged.clientId,
        Username: email,
        ConfirmationCode: logged.mailbox.latestCode(email, 'ForgotPassword'),
        Password: NEW_PASSWORD,
      });
    } finally {
      await logged.app.close();
    }
    expect(lines.length).toBeGreaterThan(5);
    const log = lines.join('\n');
    for (const secret of [PASSWORD, 'Wrong-secret-9!', NEW_PASSWORD])
      expect(log).not.toContain(secret);
  });
});

describe('sessions end when they should', () => {
  it('refuses a refresh token revoked by RevokeToken (sign-out)', async () => {
    const tokens = await t.signIn(await t.confirmedCustomer('revoke'));
    expect(
      (await t.call('RevokeToken', { ClientId: t.clientId, Token: tokens.RefreshToken })).status,
    ).toBe(200);
    expect((await refresh(tokens.RefreshToken)).body).toMatchObject({
      __type: 'NotAuthorizedException',
    });
    expect(await t.privateCall(tokens.AccessToken)).toBe(401);
  });

  it('ends every session on GlobalSignOut', async () => {
    const email = await t.confirmedCustomer('global');
    const phone = await t.signIn(email);
    const laptop = await t.signIn(email);
    expect((await t.call('GlobalSignOut', { AccessToken: laptop.AccessToken })).status).toBe(200);
    for (const tokens of [phone, laptop]) {
      expect((await refresh(tokens.RefreshToken)).status).toBe(400);
      expect(await t.privateCall(tokens.AccessToken)).toBe(401);
    }
  });

  it('ends every session when the password is reset, access tokens included', async () => {
    const email = await t.confirmedCustomer('reset-session');
    const tokens = await t.signIn(email);
    expect(await t.privateCall(tokens.AccessToken)).toBe(200);
    await t.call('ForgotPassword', { ClientId: t.clientId, Username: email });
    await t.call('ConfirmForgotPassword', {
      ClientId: t.clientId,
      Username: email,
      ConfirmationCode: t.mailbox.latestCode(email, 'ForgotPassword'),
      Password: NEW_PASSWORD,
    });
    expect((await refresh(tokens.RefreshToken)).status).toBe(400);
    expect(await t.privateCall(tokens.AccessToken)).toBe(401);
  });

  it('ends sessions the operator signs out, disables or sends to a reset', async () => {
    for (const end of [
      (email: string) => signOutEverywhere(t.db, email),
      (email: string) => setAccountEnabled(t.db, email, false),
      (email: string) => requirePasswordReset(t.db, email),
    ]) {
      const email = await t.confirmedCustomer('operator-end');
      const tokens = await t.signIn(email);
      await end(email);
      expect((await refresh(tokens.RefreshToken)).status).toBe(400);
      expect(await t.privateCall(tokens.AccessToken)).toBe(401);
    }
  });

  it('refuses a signed-out access token within 60 s while a live one answers from memory', async () => {
    const cached = await identityApp(t.db, { sessionMaxAgeMs: 60_000 });
    try {
      const tokens = await cached.signIn(await cached.confirmedCustomer('within-a-minute'));
      expect(await cached.privateCall(tokens.AccessToken)).toBe(200);
      await cached.call('RevokeToken', { ClientId: cached.clientId, Token: tokens.RefreshToken });
      // The customer call asks the database at most once a minute per session.
      expect(await cached.privateCall(tokens.AccessToken)).toBe(200);
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 60_000 });
      expect(await cached.privateCall(tokens.AccessToken)).toBe(401);
    } finally {
      await cached.app.close();
    }
  });

  it('gives id and access tokens one hour', async () => {
    const tokens = await t.signIn(await t.confirmedCustomer('hour'));
    for (const token of [tokens.IdToken, tokens.AccessToken]) {
      const claims = decodeJwt(String(token));
      expect(Number(claims.exp) - Number(claims.iat)).toBe(3600);
    }
  });
});

describe('limits on what costs an e-mail', () => {
  it('stops a sixth code to one e-mail within the hour', async () => {
    const email = newEmail('flood');
    await t.call('SignUp', { ClientId: t.clientId, Username: email, Password: PASSWORD });
    for (let send = 0; send < 4; send += 1) {
      expect(
        (
          await t.call(
            'ResendConfirmationCode',
            { ClientId: t.clientId, Username: email },
            newAddress(),
          )
        ).status,
      ).toBe(200);
    }
    const sixth = await t.call(
      'ForgotPassword',
      { ClientId: t.clientId, Username: email },
      newAddress(),
    );
    expect(sixth.body).toMatchObject({ __type: 'LimitExceededException' });
  });

  it('stops sign-ups from one address past its budget', async () => {
    const limited = await identityApp(t.db, { limits: { signUpsPerAddress: 2 } });
    try {
      const address = newAddress();
      const signUp = () =>
        limited.call(
          'SignUp',
          { ClientId: limited.clientId, Username: newEmail('many'), Password: PASSWORD },
          address,
        );
      expect((await signUp()).status).toBe(200);
      expect((await signUp()).status).toBe(200);
      expect((await signUp()).body).toMatchObject({ __type: 'LimitExceededException' });
    } finally {
      await limited.app.close();
    }
  });
});

describe('two instances on one database act as one identity', () => {
  let target: TestDatabaseTarget;
  let first: Database;
  let second: Database;

  beforeAll(async () => {
    target = await createTestDatabase();
    first = await target.open();
    await migrate(first);
    // PGlite has one session per process: the "other instance" shares it there.
    second = target.kind === 'postgres' ? await target.open() : first;
  });
  afterAll(async () => {
    if (second !== first) await second.close();
    await first.close();
    await target.dispose();
  });

  it('shares the pool, the lockouts and the revocations', async () => {
    const a = await identityApp(first);
    const b = await identityApp(second);
    try {
      expect(b.pool.userPoolId).toBe(a.pool.userPoolId);
      const email = await a.confirmedCustomer('instances');
      const tokens = await b.signIn(email);
      expect(await a.privateCall(tokens.AccessToken)).toBe(200);
      await a.call('RevokeToken', { ClientId: a.clientId, Token: tokens.RefreshToken });
      expect(await b.privateCall(tokens.AccessToken)).toBe(401);

      for (let attempt = 0; attempt < 5; attempt += 1) {
        await (attempt % 2 ? a : b).call('InitiateAuth', {
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: a.clientId,
          AuthParameters: { USERNAME: email, PASSWORD: 'Wrong-pass-1!' },
        });
      }
      const locked = await a.call('InitiateAuth', {
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: a.clientId,
        AuthParameters: { USERNAME: email, PASSWORD },
      });
      expect(locked.body).toMatchObject({ message: 'Password attempts exceeded' });
    } finally {
      await a.app.close();
      await b.app.close();
    }
  });
});

describe('the tables keep only what is live', () => {
  it('prunes what expired a day ago and keeps live sessions, codes and counts', async () => {
    const { pruneIdentity } = await import('./prune');
    const { DEFAULT_IDENTITY_LIMITS } = await import('./identity-limits');
    const email = await t.confirmedCustomer('prune');
    const live = await t.signIn(email);
    const ended = await t.signIn(email);
    await t.call('RevokeToken', { ClientId: t.clientId, Token: ended.RefreshToken });
    await t.call('ForgotPassword', { ClientId: t.clientId, Username: email });
    await passwordAuth(email, 'Wrong-pass-1!');
    const sessionOf = (tokens: { AccessToken: string }) =>
      String(decodeJwt(tokens.AccessToken).origin_jti);
    await t.db.query(
      `update identity_sessions set revoked_at = now() - interval '2 days' where id = $1`,
      [sessionOf(ended)],
    );
    await pruneIdentity(t.db, DEFAULT_IDENTITY_LIMITS);
    const sessions = await t.db.query<{ id: string }>('select id from identity_sessions');
    expect(sessions.map((row) => row.id)).toContain(sessionOf(live));
    expect(sessions.map((row) => row.id)).not.toContain(sessionOf(ended));
    expect(await t.db.query('select 1 from identity_codes where email = $1', [email])).toHaveLength(
      1,
    );
    expect(
      await t.db.query('select 1 from identity_sign_in_failures where key = $1', [
        `email:${email}`,
      ]),
    ).toHaveLength(1);
    await t.db.query(
      `update identity_codes set expires_at = now() - interval '2 days' where email = $1`,
      [email],
    );
    await pruneIdentity(t.db, DEFAULT_IDENTITY_LIMITS);
    expect(await t.db.query('select 1 from identity_codes where email = $1', [email])).toHaveLength(
      0,
    );
    expect(await t.privateCall(live.AccessToken)).toBe(200);
  });
});
