// Finding 7 of issue #23: PGlite has no autovacuum worker, so nothing ever vacuumed or analyzed
// the embedded database (pg_stat_user_tables never recorded either).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importTickets } from '../operator/ticket-import';
import { openTestDatabase } from '../test-support/test-database';
import type { Database } from './database';
import { migrate } from './migrate';
import { seedDemoData } from './seed';
import { scheduleUpkeep, type UpkeepRun, vacuumAndAnalyze } from './upkeep';

interface TableStats {
  name: string;
  vacuumed: boolean;
  analyzed: boolean;
}

async function tableStats(db: Database): Promise<TableStats[]> {
  return db.query<TableStats>(
    `select relname as name, last_vacuum is not null as vacuumed,
       last_analyze is not null as analyzed
     from pg_stat_user_tables where schemaname = current_schema() order by relname`,
  );
}

function statsOf(stats: TableStats[], name: string): TableStats | undefined {
  return stats.find((table) => table.name === name);
}

describe('database upkeep on the embedded database', () => {
  let db: Database;
  let dispose: () => Promise<void>;

  beforeEach(async () => {
    ({ db, dispose } = await openTestDatabase({ embedded: true }));
    await migrate(db);
  });
  afterEach(() => dispose());

  it('starts with tables nothing has vacuumed or analyzed', async () => {
    const stats = await tableStats(db);
    expect(stats.length).toBeGreaterThan(10);
    expect(stats.filter((table) => table.vacuumed || table.analyzed)).toEqual([]);
  });

  it('vacuums and analyzes every table on its schedule', async () => {
    const ran = new Promise<UpkeepRun>((resolve) => {
      const schedule = scheduleUpkeep(db, {
        intervalMs: 10,
        onRun: (run) => {
          void schedule.stop().then(() => resolve(run));
        },
      });
    });
    const run = await ran;
    const stats = await tableStats(db);
    expect(run.tables).toEqual(stats.map((table) => table.name));
    expect(stats.filter((table) => !table.vacuumed || !table.analyzed)).toEqual([]);
  });

  it('analyzes the tickets table after a ticket import', async () => {
    const [event] = await db.query<{ id: string }>(
      "insert into events (name, state) values ('Import', 'PUBLISHED') returning id",
    );
    const rows = Array.from(
      { length: 50 },
      (_, i) => `T${i},Sam,Rivers,sam${i}@example.com,yes,yes`,
    );
    const csv = ['number,first name,last name,email,valid,online top-up allowed', ...rows];
    const report = await importTickets(db, event?.id ?? '', csv.join('\n'));
    expect(report.imported).toHaveLength(50);
    expect(statsOf(await tableStats(db), 'tickets')).toMatchObject({
      vacuumed: true,
      analyzed: true,
    });
  });

  it('vacuums and analyzes every table after the demo seed', async () => {
    const { seeded } = await seedDemoData(db, {
      demoSub: 'demo-sub',
      demoEmail: 'demo@example.com',
    });
    expect(seeded).toBe(true);
    expect((await tableStats(db)).filter((table) => !table.vacuumed || !table.analyzed)).toEqual(
      [],
    );
  });

  it('never runs two upkeeps of one database at once', async () => {
    const steps: string[] = [];
    // Every statement of the runs is recorded as it starts and ends.
    const traced: Database = {
      ...db,
      async exec(sql) {
        steps.push(`start ${sql}`);
        await db.exec(sql);
        steps.push(`end ${sql}`);
      },
    };
    await Promise.all([
      vacuumAndAnalyze(traced, ['tickets', 'tags']),
      vacuumAndAnalyze(traced, ['wallets']),
    ]);
    expect(steps).toEqual([
      'start vacuum (analyze) "tickets"',
      'end vacuum (analyze) "tickets"',
      'start vacuum (analyze) "tags"',
      'end vacuum (analyze) "tags"',
      'start vacuum (analyze) "wallets"',
      'end vacuum (analyze) "wallets"',
    ]);
  });
});
