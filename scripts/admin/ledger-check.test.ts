import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postLedgerEntry } from '../../server/ledger/ledger';
import { type AdminHarness, startAdminHarness } from './admin-test-support';

describe('npm run admin -- ledger check', () => {
  let h: AdminHarness;
  let walletId: string;

  beforeAll(async () => {
    h = await startAdminHarness();
    const [event] = await h.db.query<{ id: string }>(
      "insert into events (name, state) values ('Fest', 'STARTED') returning id",
    );
    const [tag] = await h.db.query<{ id: string }>(
      "insert into tags (event_id, uid, serial) values ($1, '04CC00000000C3', '1') returning id",
      [event?.id],
    );
    const [wallet] = await h.db.query<{ id: string }>(
      'insert into wallets (event_id, tag_id) values ($1, $2) returning id',
      [event?.id, tag?.id],
    );
    walletId = wallet?.id ?? '';
    await h.db.transaction(async (tx) => {
      await postLedgerEntry(tx, {
        walletId,
        reference: 'CASH-1',
        category: 'TOP_UP',
        totalCents: 2500,
      });
      await postLedgerEntry(tx, {
        walletId,
        reference: 'TAP-1',
        category: 'PURCHASE',
        totalCents: -700,
      });
    });
  });
  afterAll(() => h.dispose());

  it('passes while every balance is the sum of its completed rows', async () => {
    expect(await h.admin('ledger', 'check')).toEqual({
      code: 0,
      output: 'Ledger OK: 1 wallet balance(s) match their ledger rows.',
    });
  });

  it('fails with exit 1 and names a wallet whose balance was changed outside the ledger', async () => {
    await h.db.query('update wallets set balance_cents = 9900 where id = $1', [walletId]);
    const { code, output } = await h.admin('ledger', 'check');
    expect(code).toBe(1);
    expect(output).toContain(walletId);
    expect(output).toMatch(/\$99\.00\s+\$18\.00/);
    expect(output).toContain(
      'Refused: 1 wallet balance(s) differ from the sum of their ledger rows',
    );
  });
});
