// Issue #25: kill -9 during donations loses nothing and doubles nothing. The real `npm start` is
// killed with SIGKILL in the middle of donation traffic (new donations and retries of answered
// ones), again and again; after each restart every answered donation is there once, its retry
// answers the same donation, and the balance is what it was less exactly the donations listed.
// On the embedded database, and on PostgreSQL (a database of its own) when DATABASE_URL names one.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { signInWithPassword } from '../../server/test-support/cognito-client';
import { freePort } from './ports';
import { demoUserOf, type StackInfo } from './stack-info';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ROUNDS = 3;
const ANSWERED_BEFORE_KILL = 15;
const PARALLEL = 4;
// A demo wallet with a balance whose refunds are open (server/db/demo-data.ts).
const EVENT_NAME = 'Autumn Nights';

interface Running {
  child: ChildProcess;
  info: StackInfo;
  token: string;
}

function stackEnv(dataDir: string, databaseUrl: string | undefined): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  return env;
}

async function startStack(dataDir: string, databaseUrl: string | undefined): Promise<Running> {
  const port = await freePort();
  const infoFile = path.join(dataDir, `info-${randomBytes(4).toString('hex')}.json`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: ROOT,
    env: {
      ...stackEnv(dataDir, databaseUrl),
      PORT: String(port),
      PUBLIC_ORIGIN: `http://localhost:${port}`,
      STACK_INFO_FILE: infoFile,
    },
    detached: true,
    stdio: 'ignore',
  });
  for (;;) {
    const text = await readFile(infoFile, 'utf8').catch(() => null);
    if (text) {
      const info = JSON.parse(text) as StackInfo;
      const demo = demoUserOf(info);
      const tokens = await signInWithPassword(
        info.identity.endpoint,
        info.identity.clientId,
        demo.email,
        demo.password,
      );
      return { child, info, token: tokens.AccessToken };
    }
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

/** The operator CLI, which runs its command inside the running stack. */
function admin(env: NodeJS.ProcessEnv, argv: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', ...argv], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
  }
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('close', (code) => resolve({ code, output })),
  );
}

async function post<T>(running: Running, url: string, body: unknown): Promise<T> {
  const answer = await fetch(new URL(url, running.info.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${running.token}` },
    body: JSON.stringify(body),
  });
  const json = (await answer.json()) as T;
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}: ${JSON.stringify(json)}`);
  return json;
}

async function freshPostgres(serverUrl: string) {
  const name = `tapwallet_donation_crash_${randomBytes(5).toString('hex')}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

interface Given {
  requestKey: string;
  reference: string;
}

interface WalletAnswer {
  balance: { current: number };
  donations: { reference: string; amount: number }[];
  transactionList: { purchaseReference: string; purchaseCategory: string }[];
}

const postgresUrl = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')
  ? process.env.DATABASE_URL
  : undefined;
const targets = postgresUrl ? (['embedded', 'postgres'] as const) : (['embedded'] as const);

describe.each(targets)('npm start killed during donations (%s)', (kind) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('loses no answered donation and gives none twice over repeated kills', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'donation-crash-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    let databaseUrl: string | undefined;
    if (kind === 'postgres' && postgresUrl) {
      const database = await freshPostgres(postgresUrl);
      cleanups.push(() => database.drop());
      databaseUrl = database.url;
    }
    let running = await startStack(dataDir, databaseUrl);
    cleanups.push(() => killGroup(running));

    const { eventRegistrationList } = await post<{
      eventRegistrationList: { walletId: string; event: { id: string; name: string } }[];
    }>(running, '/api/private/customer', { returning: false });
    const registration = eventRegistrationList.find((r) => r.event.name === EVENT_NAME);
    if (!registration) throw new Error(`The demo customer has no wallet at ${EVENT_NAME}`);
    const walletBody = { walletId: registration.walletId, eventId: registration.event.id };
    const charity = await admin(stackEnv(dataDir, databaseUrl), [
      'event',
      'charity',
      registration.event.id,
      'Kids Can',
    ]);
    expect(charity.code, charity.output).toBe(0);
    const before = await post<WalletAnswer>(running, '/api/private/customer/wallet', walletBody);

    const given: Given[] = [];
    const doubled: string[] = [];
    const give = async (current: Running, requestKey: string) => {
      const answer = await post<{ donation: { reference: string } }>(
        current,
        '/api/private/customer/donation/create',
        { ...walletBody, requestKey, wholeBalance: false, amount: 0.01 },
      );
      return answer.donation.reference;
    };

    for (let round = 0; round < ROUNDS; round += 1) {
      let answered = 0;
      let killed: Promise<void> | undefined;
      const current = running;
      const worker = async (index: number) => {
        while (!killed) {
          const retry = index === 0 ? given[answered % Math.max(given.length, 1)] : undefined;
          const requestKey = retry?.requestKey ?? randomUUID();
          // A call the kill cut off has no answer to keep; its key is never sent again.
          const reference = await give(current, requestKey).catch(() => null);
          if (reference !== null && retry && reference !== retry.reference) {
            doubled.push(retry.requestKey);
          } else if (reference !== null && !retry) {
            given.push({ requestKey, reference });
          }
          answered += 1;
          if (answered >= ANSWERED_BEFORE_KILL) killed ??= killGroup(current);
        }
      };
      await Promise.all(Array.from({ length: PARALLEL }, (_, index) => worker(index)));
      await killed;
      running = await startStack(dataDir, databaseUrl);
    }

    expect(doubled).toEqual([]);
    expect(given.length).toBeGreaterThan(ROUNDS);
    for (const donation of given) {
      expect(await give(running, donation.requestKey)).toBe(donation.reference);
    }
    const after = await post<WalletAnswer>(running, '/api/private/customer/wallet', walletBody);
    const listed = after.donations.map((donation) => donation.reference);
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed).toEqual(expect.arrayContaining(given.map((donation) => donation.reference)));
    const rows = after.transactionList.filter((row) => row.purchaseCategory === 'DONATION');
    expect(rows.map((row) => row.purchaseReference).sort()).toEqual([...listed].sort());
    expect(Math.round((before.balance.current - after.balance.current) * 100)).toBe(listed.length);
    const check = await admin(stackEnv(dataDir, databaseUrl), ['ledger', 'check']);
    expect(check.code, check.output).toBe(0);
  }, 480_000);
});
