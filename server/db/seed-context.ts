// What the demo seed's parts share: the open transaction, the events and people made so far, and
// the clock the histories are dated by.

import { type LedgerEntry, postLedgerEntry } from '../ledger/ledger';
import type { Queryable } from './database';
import type { DemoEvent } from './demo-data';

export interface Person {
  first: string;
  last: string;
  email: string;
}

export interface SeedContext {
  tx: Queryable;
  events: Map<string, { id: string } & DemoEvent>;
  customers: Record<'demo' | 'other', string>;
  people: Record<'demo' | 'other' | 'stranger', Person>;
  now: number;
}

export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;

/** A ledger row posted as the ledger posts it, then dated back to when it happened. */
export async function post(
  ctx: SeedContext,
  { when, ...entry }: LedgerEntry & { when: number },
): Promise<void> {
  await postLedgerEntry(ctx.tx, entry);
  await ctx.tx.query(
    `update wallet_transactions set created_at = $2, updated_at = $2
     where purchase_reference = $1`,
    [entry.reference, at(when)],
  );
}

export function at(epochMs: number): string {
  return new Date(epochMs).toISOString();
}
