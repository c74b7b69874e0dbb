// The process server/lost-band/transfer-crash.test.ts kills with SIGKILL: it moves the balances
// of the lost bands the test prepared, one after another, while desk top-ups land on the new
// bands, and prints a line for each outcome the moment it is acknowledged (committed).
import { openDatabase } from '../db/database';
import { HttpError } from '../http-error';
import { transferBandBalance } from '../lost-band/band-transfer';
import { tapTopUp } from '../operator/taps';

export interface CrashPlan {
  sub: string;
  eventId: string;
  round: number;
  pairs: { lostWalletId: string; newUid: string; serial: string }[];
  topUps: number;
}

const plan = JSON.parse(process.env.CRASH_PLAN ?? '{}') as CrashPlan;
const db = await openDatabase(
  process.env.CRASH_DATA_DIR
    ? { dataDir: process.env.CRASH_DATA_DIR }
    : { url: process.env.CRASH_DATABASE_URL, schema: process.env.CRASH_SCHEMA },
);

async function moves(): Promise<void> {
  for (const [index, pair] of plan.pairs.entries()) {
    await transferBandBalance(db, plan.sub, {
      walletId: pair.lostWalletId,
      eventId: plan.eventId,
      uid: pair.newUid,
      serial: pair.serial,
    });
    process.stdout.write(`MOVED ${index}\n`);
  }
}

async function topUps(): Promise<void> {
  for (let k = 0; k < plan.topUps; k += 1) {
    const pair = plan.pairs[k % plan.pairs.length];
    if (!pair) return;
    const reference = `CRASH-${plan.round}-${k}`;
    try {
      await tapTopUp(db, {
        eventId: plan.eventId,
        target: { uid: pair.newUid },
        amountCents: 100,
        reference,
        method: 'cash',
      });
      process.stdout.write(`TOPUP ${reference}\n`);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
    }
  }
}

await Promise.all([moves(), topUps()]);
await db.close();
process.stdout.write('DONE\n');
