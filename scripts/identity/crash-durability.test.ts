// Finding 2 (a kill during sign-ins left the identity pool at 0 bytes and every account gone):
// the identity service is killed with SIGKILL in the middle of sign-in and sign-up traffic, again
// and again; every account it acknowledged must still sign in after each restart.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IdentityChild, startIdentityChild } from '../stack/identity-child';
import { callCognito, signInWithPassword } from './cognito-test-client';
import { readLatestCode } from './outbox';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PASSWORD = 'Crash-pass-1!';
const ROUNDS = 4;
// Requests answered in a round before the kill; the kill lands while others are in flight.
const ANSWERED_BEFORE_KILL = 12;
const PARALLEL = 4;

describe('the identity store survives SIGKILL during sign-ins', () => {
  let dataDir: string;
  let child: IdentityChild | undefined;
  const accounts: string[] = [];
  let made = 0;

  const start = () =>
    startIdentityChild({
      cwd: ROOT,
      port: 0,
      dataDir,
      publicOrigin: 'http://localhost:5173',
      print: () => {},
    });

  const signUp = async ({ endpoint, clientId }: IdentityChild['info']) => {
    made += 1;
    const email = `crash-${made}@example.com`;
    await callCognito(endpoint, 'SignUp', {
      ClientId: clientId,
      Username: email,
      Password: PASSWORD,
      UserAttributes: [{ Name: 'email', Value: email }],
    });
    const code = await readLatestCode(dataDir, email, 'SignUp');
    await callCognito(endpoint, 'ConfirmSignUp', {
      ClientId: clientId,
      Username: email,
      ConfirmationCode: String(code),
    });
    // Acknowledged: from here on the account must never be lost.
    accounts.push(email);
  };

  const signIn = ({ endpoint, clientId }: IdentityChild['info'], email: string) =>
    signInWithPassword(endpoint, clientId, email, PASSWORD);

  /** Sign-ins and sign-ups in parallel until `answered` of them got an answer, then SIGKILL. */
  const trafficThenKill = async (running: IdentityChild) => {
    let answered = 0;
    let killed = false;
    const kill = () => {
      if (killed) return;
      killed = true;
      process.kill(running.pid, 'SIGKILL');
    };
    const worker = async (index: number) => {
      while (!killed) {
        const call =
          index === 0
            ? signUp(running.info)
            : signIn(running.info, accounts[(answered + index) % accounts.length] as string);
        await call.catch(() => {});
        answered += 1;
        if (answered >= ANSWERED_BEFORE_KILL) kill();
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, (_, index) => worker(index)));
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'identity-crash-'));
    child = await start();
    for (let i = 0; i < 4; i += 1) await signUp(child.info);
    await child.stop();
    child = undefined;
  });
  afterAll(async () => {
    await child?.stop().catch(() => {});
    await rm(dataDir, { recursive: true, force: true });
  });

  it('loses no acknowledged account over repeated kills', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      child = await start();
      await trafficThenKill(child);
      child = undefined;
    }
    const restarted = await start();
    child = restarted;
    const results = await Promise.allSettled(
      accounts.map((email) => signIn(restarted.info, email)),
    );
    const lost = accounts.filter((_, index) => results[index]?.status === 'rejected');
    expect(accounts.length).toBeGreaterThan(4);
    expect(lost).toEqual([]);
  }, 120_000);
});
