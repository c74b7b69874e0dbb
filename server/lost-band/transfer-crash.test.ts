// Issue #25: kill -9 during lost-band transfers loses nothing and doubles nothing. A process
// moving balances to new bands, with desk top-ups landing on those bands meanwhile, is killed
// with SIGKILL in the middle; on the reopened data every acknowledged move and top-up is there,
// every block moved at most once as a whole pair of rows, every balance is its ledger's sum and
// the bands together hold what they held plus the top-ups. Run again, the retried moves finish
// the rest and move nothing twice. On the embedded database, and on PostgreSQL when DATABASE_URL
// names one.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { findBalanceMismatches } from '../ledger/ledger';
import { issueTag } from '../operator/tags';
import { creditWallet, insertCustomer, insertEvent } from '../test-support/money-test-fixture';
import { emptyPgliteImage } from '../test-support/test-database';
import type { CrashPlan } from '../test-support/transfer-crash-child';
import { reportBandLost } from './report-lost';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PAIRS = 10;
const MOVED_BEFORE_KILL = 4;
const LOST_BALANCE = 2500;
const TOP_UPS = 40;

const postgresUrl = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')
  ? process.env.DATABASE_URL
  : undefined;
const targets = postgresUrl ? (['embedded', 'postgres'] as const) : (['embedded'] as const);

interface Run {
  lines: string[];
  exit: Promise<void>;
  child: ChildProcess;
}

describe.each(targets)('lost-band transfers killed with SIGKILL (%s)', (kind) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('loses no acknowledged move or top-up and doubles nothing', async () => {
    const childEnv: NodeJS.ProcessEnv = { ...process.env };
    let open: () => Promise<Database>;
    if (kind === 'embedded') {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'tapwallet-crash-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      childEnv.CRASH_DATA_DIR = dataDir;
      // Seeded from an initialised image the first time: initdb takes many seconds.
      let image: Blob | undefined = await emptyPgliteImage();
      open = async () => {
        const db = await openDatabase({ dataDir, pgliteImage: image });
        image = undefined;
        return db;
      };
    } else {
      const schema = `crash_${randomBytes(5).toString('hex')}`;
      childEnv.CRASH_DATABASE_URL = postgresUrl;
      childEnv.CRASH_SCHEMA = schema;
      open = () => openDatabase({ url: postgresUrl, schema });
      cleanups.push(async () => {
        const admin = await openDatabase({ url: postgresUrl });
        await admin.exec(`drop schema if exists ${schema} cascade`);
        await admin.close();
      });
    }

    let db = await open();
    await migrate(db);
    const sub = `crash-${randomBytes(4).toString('hex')}`;
    const customerId = await insertCustomer(db, sub);
    const eventId = await insertEvent(db, { state: 'STARTED' });
    const pairs: CrashPlan['pairs'] = [];
    const walletIds: string[] = [];
    for (let i = 0; i < PAIRS; i += 1) {
      const lost = await issueTag(db, { eventId, uid: bandUid(1, i), serial: '4711' });
      await db.query('update tags set claimed_by = $2, claimed_at = now() where id = $1', [
        lost.tagId,
        customerId,
      ]);
      await db.query('update wallets set customer_id = $2 where id = $1', [
        lost.walletId,
        customerId,
      ]);
      await creditWallet(db, lost.walletId, LOST_BALANCE);
      await reportBandLost(db, sub, { walletId: lost.walletId, eventId });
      const fresh = await issueTag(db, { eventId, uid: bandUid(2, i), serial: '4711' });
      pairs.push({ lostWalletId: lost.walletId, newUid: fresh.uid, serial: '4711' });
      walletIds.push(lost.walletId, fresh.walletId);
    }
    await db.close();

    const start = (round: number): Run => {
      const plan: CrashPlan = { sub, eventId, round, pairs, topUps: TOP_UPS };
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', 'server/test-support/transfer-crash-child.ts'],
        { cwd: ROOT, env: { ...childEnv, CRASH_PLAN: JSON.stringify(plan) } },
      );
      const lines: string[] = [];
      let partial = '';
      child.stdout.on('data', (chunk: Buffer) => {
        const text = partial + chunk.toString();
        const parts = text.split('\n');
        partial = parts.pop() ?? '';
        lines.push(...parts);
      });
      const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      return { lines, exit, child };
    };

    // Round 1: killed once a few moves are acknowledged, with more in flight.
    const first = start(1);
    while (first.lines.filter((line) => line.startsWith('MOVED')).length < MOVED_BEFORE_KILL) {
      if (first.child.exitCode !== null) throw new Error('the crash child ended early');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    first.child.kill('SIGKILL');
    await first.exit;
    expect(first.lines).not.toContain('DONE');

    db = await open();
    const moved = first.lines.filter((line) => line.startsWith('MOVED')).length;
    const afterKill = await check(db, eventId, walletIds, first.lines);
    expect(afterKill.movedBlocks).toBeGreaterThanOrEqual(moved);
    await db.close();

    // Round 2: every move retried; the ones made answer again, the rest are made, once.
    const second = start(2);
    await second.exit;
    expect(second.lines).toContain('DONE');
    db = await open();
    const finished = await check(db, eventId, walletIds, [...first.lines, ...second.lines]);
    expect(finished.movedBlocks).toBe(PAIRS);
    await db.close();
  }, 240_000);
});

function bandUid(kind: number, i: number): string {
  return `04D${kind}${i.toString(16).toUpperCase().padStart(10, '0')}`;
}

/** The invariants after a crash; answers how many blocks have moved. */
async function check(
  db: Database,
  eventId: string,
  walletIds: string[],
  acknowledged: string[],
): Promise<{ movedBlocks: number }> {
  expect(
    (await findBalanceMismatches(db)).filter((mismatch) => walletIds.includes(mismatch.walletId)),
  ).toEqual([]);
  const rows = await db.query<{ reference: string; category: string; total: number }>(
    `select x.purchase_reference as reference, x.category, x.total_cents as total
     from wallet_transactions x join wallets w on w.id = x.wallet_id
     where w.event_id = $1 and x.state = 'COMPLETED'`,
    [eventId],
  );
  // Every acknowledged top-up is there, each once (references are unique).
  const topUps = rows.filter((row) => row.reference.startsWith('CRASH-'));
  for (const line of acknowledged.filter((line) => line.startsWith('TOPUP '))) {
    expect(topUps.map((row) => row.reference)).toContain(line.slice('TOPUP '.length));
  }
  // Nothing created or lost: the bands hold what was credited before plus the top-ups.
  const [sum] = await db.query<{ total: number }>(
    'select coalesce(sum(balance_cents), 0)::int as total from wallets where event_id = $1',
    [eventId],
  );
  expect(sum?.total).toBe(
    PAIRS * LOST_BALANCE + topUps.reduce((total, row) => total + row.total, 0),
  );
  // Each block moved at most once, as a whole pair of rows, and its record says so.
  const blocks = await db.query<{ id: string; moved: boolean }>(
    `select b.id, b.moved_to_tag_id is not null as moved from band_blocks b
     join tags g on g.id = b.tag_id where g.event_id = $1`,
    [eventId],
  );
  const transfers = rows.filter((row) => row.category === 'TRANSFER');
  for (const block of blocks) {
    const pair = transfers.filter((row) => row.reference.startsWith(`MOVE-${block.id}-`));
    expect(pair.map((row) => row.total).sort((a, b) => a - b)).toEqual(
      block.moved ? [-LOST_BALANCE, LOST_BALANCE] : [],
    );
  }
  return { movedBlocks: blocks.filter((block) => block.moved).length };
}
