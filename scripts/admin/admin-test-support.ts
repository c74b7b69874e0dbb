// Test support: the CLI run in-process on a test database, with its output captured.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { createTestDatabase } from '../../server/test-support/test-database';
import { runAdmin } from './run-admin';

export interface AdminHarness {
  db: Database;
  /** A scratch directory the CLI resolves relative file names against. */
  dir: string;
  /** Runs one command line; answers its exit code and everything it printed. */
  admin(...argv: string[]): Promise<{ code: number; output: string }>;
  /** Writes a file into dir and answers its path. */
  file(name: string, text: string): Promise<string>;
  dispose(): Promise<void>;
}

export async function startAdminHarness(): Promise<AdminHarness> {
  const target = await createTestDatabase();
  const db = await target.open();
  await migrate(db);
  const dir = await mkdtemp(path.join(tmpdir(), 'tapwallet-admin-'));
  return {
    db,
    dir,
    async admin(...argv) {
      const lines: string[] = [];
      const code = await runAdmin(argv, { db, out: (line) => lines.push(line), cwd: dir });
      return { code, output: lines.join('\n') };
    },
    async file(name, text) {
      const file = path.join(dir, name);
      await writeFile(file, text);
      return file;
    },
    async dispose() {
      await db.close();
      await target.dispose();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The id of the event with this name. */
export async function eventIdOf(db: Database, name: string): Promise<string> {
  const [row] = await db.query<{ id: string }>('select id from events where name = $1', [name]);
  if (!row) throw new Error(`no event "${name}"`);
  return row.id;
}

/** A signed-up customer, as the profile login would create one. */
export async function addCustomer(db: Database, sub: string, email: string): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `insert into customers (sub, email, first_name, last_name) values ($1, $2, 'Sam', 'Rivers')
     returning id`,
    [sub, email],
  );
  if (!row) throw new Error('customer not created');
  return row.id;
}

export async function balanceOfTag(db: Database, uid: string): Promise<number> {
  const [row] = await db.query<{ balance: number }>(
    `select coalesce(sum(x.total_cents) filter (where x.state = 'COMPLETED'), 0)::int as balance
     from tags g join wallets w on w.tag_id = g.id
     left join wallet_transactions x on x.wallet_id = w.id where g.uid = $1`,
    [uid],
  );
  return row?.balance ?? 0;
}

/** What the ticket claim of the portal leaves behind: the ticket and its wallet are theirs. */
export async function claimTicketAs(
  db: Database,
  eventId: string,
  ticketNumber: string,
  customerId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [ticket] = await tx.query<{ id: string }>(
      `update tickets set claimed_by = $3, claimed_at = now()
       where event_id = $1 and ticket_number = $2 returning id`,
      [eventId, ticketNumber, customerId],
    );
    if (!ticket) throw new Error(`no ticket ${ticketNumber}`);
    await tx.query(
      `insert into wallets (event_id, customer_id, ticket_id) values ($1, $2, $3)
       on conflict (ticket_id) do update set customer_id = excluded.customer_id`,
      [eventId, customerId, ticket.id],
    );
  });
}

/** What the tag registration of the portal leaves behind. */
export async function claimTagAs(db: Database, uid: string, customerId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [tag] = await tx.query<{ id: string }>(
      'update tags set claimed_by = $2, claimed_at = now() where uid = $1 returning id',
      [uid, customerId],
    );
    if (!tag) throw new Error(`no tag ${uid}`);
    await tx.query('update wallets set customer_id = $2 where tag_id = $1', [tag.id, customerId]);
  });
}
