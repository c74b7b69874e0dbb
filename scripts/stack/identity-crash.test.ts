// Issue #22: kill -9 during sign-ups and sign-ins loses no confirmed account. The real
// `npm start` is killed with SIGKILL in the middle of sign-up and sign-in traffic, again and
// again; every account it acknowledged must still sign in after each restart. On the embedded
// database, and on PostgreSQL (a database of its own) when DATABASE_URL names one.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { callCognito, signInWithPassword } from '../../server/test-support/cognito-client';
import { freePort } from './ports';
import type { StackInfo } from './stack-info';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PASSWORD = 'Crash-pass-1!';
// Sign-ups at this domain are confirmed by the answer itself: acknowledged, they must stay.
const DOMAIN = 'confirmed.example';
const ROUNDS = 3;
const ANSWERED_BEFORE_KILL = 12;
const PARALLEL = 4;

interface Running {
  child: ChildProcess;
  info: StackInfo;
}

async function startStack(dataDir: string, databaseUrl: string | undefined): Promise<Running> {
  const port = await freePort();
  const infoFile = path.join(dataDir, `info-${randomBytes(4).toString('hex')}.json`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_ORIGIN: `http://localhost:${port}`,
    STACK_INFO_FILE: infoFile,
    IDENTITY_AUTO_CONFIRM_DOMAIN: DOMAIN,
    LOG_LEVEL: 'warn',
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: ROOT,
    env,
    detached: true,
    stdio: 'ignore',
  });
  for (;;) {
    const text = await readFile(infoFile, 'utf8').catch(() => null);
    if (text) return { child, info: JSON.parse(text) as StackInfo };
    if (child.exitCode !== null) throw new Error(`npm start exited ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function killGroup({ child }: Running): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-(child.pid as number), 'SIGKILL');
  await exited;
}

async function freshPostgres(serverUrl: string) {
  const name = `tapwallet_crash_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

const postgresUrl = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')
  ? process.env.DATABASE_URL
  : undefined;
const targets = postgresUrl ? (['embedded', 'postgres'] as const) : (['embedded'] as const);

describe.each(targets)('the built-in identity killed during sign-ins (%s)', (kind) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('loses no acknowledged account over repeated kills', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'identity-crash-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    let databaseUrl: string | undefined;
    if (kind === 'postgres' && postgresUrl) {
      const database = await freshPostgres(postgresUrl);
      cleanups.push(() => database.drop());
      databaseUrl = database.url;
    }
    const accounts: string[] = [];
    let made = 0;
    const signUp = async ({ endpoint, clientId }: StackInfo['identity']) => {
      made += 1;
      const email = `crash-${made}@${DOMAIN}`;
      const answer = await callCognito<{ UserConfirmed: boolean }>(endpoint, 'SignUp', {
        ClientId: clientId,
        Username: email,
        Password: PASSWORD,
      });
      if (answer.UserConfirmed) accounts.push(email);
    };
    const signIn = ({ endpoint, clientId }: StackInfo['identity'], email: string) =>
      signInWithPassword(endpoint, clientId, email, PASSWORD);

    let running = await startStack(dataDir, databaseUrl);
    cleanups.push(() => killGroup(running));
    for (let i = 0; i < 4; i += 1) await signUp(running.info.identity);

    for (let round = 0; round < ROUNDS; round += 1) {
      let answered = 0;
      let killed: Promise<void> | undefined;
      const current = running;
      const worker = async (index: number) => {
        while (!killed) {
          const call =
            index === 0
              ? signUp(current.info.identity)
              : signIn(
                  current.info.identity,
                  accounts[(answered + index) % accounts.length] as string,
                );
          await call.catch(() => {});
          answered += 1;
          if (answered >= ANSWERED_BEFORE_KILL) killed ??= killGroup(current);
        }
      };
      await Promise.all(Array.from({ length: PARALLEL }, (_, index) => worker(index)));
      await killed;
      running = await startStack(dataDir, databaseUrl);
    }
    const results = await Promise.allSettled(
      accounts.map((email) => signIn(running.info.identity, email)),
    );
    const lost = accounts.filter((_, index) => results[index]?.status === 'rejected');
    expect(accounts.length).toBeGreaterThan(4);
    expect(lost).toEqual([]);
  }, 240_000);
});
