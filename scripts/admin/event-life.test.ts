// One event through its whole life, driven by the operator CLI as an operator would type it.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRefund } from '../../server/refunds/refund-requests';
import {
  type AdminHarness,
  addCustomer,
  balanceOfTag,
  claimTagAs,
  claimTicketAs,
  eventIdOf,
  startAdminHarness,
} from './admin-test-support';

const BAND = '04AA00000000A1';
const CARD = '04BB00000000B2';

describe('an event through its life with the operator CLI', () => {
  let h: AdminHarness;
  let eventId: string;
  let sam: string;
  let kim: string;

  beforeAll(async () => {
    h = await startAdminHarness();
    sam = await addCustomer(h.db, 'sub-sam', 'sam@example.com');
    kim = await addCustomer(h.db, 'sub-kim', 'kim@example.com');
  });
  afterAll(() => h.dispose());

  const walletStatus = async (uid: string) => {
    const [row] = await h.db.query<{ refund_status: string }>(
      'select w.refund_status from wallets w join tags g on g.id = w.tag_id where g.uid = $1',
      [uid],
    );
    return row?.refund_status;
  };
  const lodge = async (sub: string, uid: string, totalDollars: number) => {
    const [wallet] = await h.db.query<{ id: string }>(
      'select w.id from wallets w join tags g on g.id = w.tag_id where g.uid = $1',
      [uid],
    );
    return createRefund(h.db, sub, {
      firstName: 'Sam',
      lastName: 'Rivers',
      phone: '+64211234567',
      email: 'sam@example.com',
      accountNumber: '01-0902-0068389-00',
      refundTotal: totalDollars,
      refundFee: 2.5,
      walletId: wallet?.id ?? '',
      eventId,
      refundCurrency: 'NZD',
    });
  };

  it('creates the event in DRAFT with its rate card and background', async () => {
    const { code, output } = await h.admin(
      'event',
      'create',
      '--name',
      'Rock the Park',
      '--currency',
      'NZD',
      '--activation-fee',
      '4.00',
      '--card-fee',
      '5',
      '--refund-fee',
      '2.50',
      '--contract-code',
      'RTP',
      '--background-small',
      'https://images.example/rtp-small.jpg',
    );
    expect(code).toBe(0);
    expect(output).toMatch(/Created event [0-9a-f-]{36} "Rock the Park" in DRAFT/);
    expect(output).toContain('activation fee $4.00, card fee 5%, refund fee $2.50, contract RTP');
    eventId = await eventIdOf(h.db, 'Rock the Park');
    const [event] = await h.db.query(
      `select state, activation_fee_online_cents, credit_card_fee_bp, refund_fee_online_cents
       from events where id = $1`,
      [eventId],
    );
    expect(event).toEqual({
      state: 'DRAFT',
      activation_fee_online_cents: 400,
      credit_card_fee_bp: 500,
      refund_fee_online_cents: 250,
    });
    const assets = await h.db.query('select kind, url from event_assets where event_id = $1', [
      eventId,
    ]);
    expect(assets).toEqual([
      { kind: 'background-small', url: 'https://images.example/rtp-small.jpg' },
    ]);
  });

  it('imports tickets, reports rejected rows, and updates by number on re-import', async () => {
    const header = 'number,first name,last name,e-mail,valid,online top-up allowed';
    const first = await h.file(
      'tickets.csv',
      `${header}\nRTP-1,Sam,Rivers,sam@example.com,yes,yes\nRTP-2,Kim,Lee,KIM@Example.com,yes,no\nRTP-3,,Nobody,x@example.com,yes,yes\n`,
    );
    let run = await h.admin('tickets', 'import', eventId, first);
    expect(run.code).toBe(0);
    expect(run.output).toContain('2 imported, 0 updated, 0 unchanged, 1 rejected');
    expect(run.output).toContain('Rejected line 4 (RTP-3): first name is empty');

    await h.file(
      'tickets-2.csv',
      `${header}\nRTP-1,Sam,Rivers,sam@example.com,yes,yes\nRTP-2,Kim,Lee,kim@example.com,no,no\n`,
    );
    run = await h.admin('tickets', 'import', eventId, 'tickets-2.csv');
    expect(run.output).toContain('0 imported, 1 updated, 1 unchanged, 0 rejected');
    const tickets = await h.db.query(
      `select ticket_number, holder_email, valid, online_topup_allowed from tickets
       where event_id = $1 order by ticket_number`,
      [eventId],
    );
    expect(tickets).toEqual([
      {
        ticket_number: 'RTP-1',
        holder_email: 'sam@example.com',
        valid: true,
        online_topup_allowed: true,
      },
      {
        ticket_number: 'RTP-2',
        holder_email: 'kim@example.com',
        valid: false,
        online_topup_allowed: false,
      },
    ]);
  });

  it('publishes the event; a customer registers a ticket', async () => {
    const run = await h.admin('event', 'state', eventId, 'published');
    expect(run.code).toBe(0);
    expect(run.output).toContain('DRAFT → PUBLISHED');
    await claimTicketAs(h.db, eventId, 'RTP-1', sam);
  });

  it('issues a band for the registered ticket and a card on its own', async () => {
    let run = await h.admin(
      'tag',
      'issue',
      eventId,
      '--uid',
      BAND.toLowerCase(),
      '--serial',
      '101',
      '--ticket',
      'RTP-1',
    );
    expect(run.code).toBe(0);
    expect(run.output).toContain(`uid ${BAND}, serial 101`);
    expect(run.output).toContain('belongs to the customer who registered the ticket');
    run = await h.admin('tag', 'issue', eventId, '--uid', CARD, '--serial', '202');
    expect(run.code).toBe(0);

    const wallets = await h.db.query<{
      uid: string;
      ticket: string | null;
      customer: string | null;
    }>(
      `select g.uid, t.ticket_number as ticket, w.customer_id as customer from wallets w
       join tags g on g.id = w.tag_id left join tickets t on t.id = w.ticket_id order by g.uid`,
    );
    expect(wallets).toEqual([
      { uid: BAND, ticket: 'RTP-1', customer: sam },
      { uid: CARD, ticket: null, customer: null },
    ]);
  });

  it('starts the event; readers top up and sell, once per reference, never below $0.00', async () => {
    expect((await h.admin('event', 'state', eventId, 'STARTED')).code).toBe(0);

    let run = await h.admin(
      'tap',
      'topup',
      eventId,
      '--uid',
      BAND,
      '--amount',
      '50.00',
      '--method',
      'cash',
    );
    expect(run.code).toBe(0);
    expect(run.output).toContain('Recorded a cash top up of $50.00');
    run = await h.admin(
      'tap',
      'purchase',
      eventId,
      '--ticket',
      'RTP-1',
      '--amount',
      '12.50',
      '--reference',
      'SALE-1',
    );
    expect(run.output).toContain('balance: $37.50');
    run = await h.admin(
      'tap',
      'purchase',
      eventId,
      '--ticket',
      'RTP-1',
      '--amount',
      '12.50',
      '--reference',
      'SALE-1',
    );
    expect(run.code).toBe(0);
    expect(run.output).toContain('Reference SALE-1 was already recorded; nothing changed.');
    run = await h.admin('tap', 'purchase', eventId, '--uid', BAND, '--amount', '40');
    expect(run.code).toBe(1);
    expect(run.output).toContain('Refused: Wallet balance cannot go below $0.00');
    expect(await balanceOfTag(h.db, BAND)).toBe(3750);

    await h.admin('tap', 'topup', eventId, '--uid', CARD, '--amount', '20', '--method', 'card');
    await h.admin('tap', 'purchase', eventId, '--uid', CARD, '--amount', '5');
    expect(await balanceOfTag(h.db, CARD)).toBe(1500);
  });

  it('finishes the event: refunds open for every wallet and a batch opens', async () => {
    const run = await h.admin('event', 'state', eventId, 'FINISHED');
    expect(run.code).toBe(0);
    expect(run.output).toContain('2 wallet(s) moved to AVAILABLE');
    expect(await walletStatus(BAND)).toBe('AVAILABLE');
    const batches = await h.db.query('select state from refund_batches where event_id = $1', [
      eventId,
    ]);
    expect(batches).toEqual([{ state: 'OPEN' }]);
  });

  it('takes lodged refunds through close, void, export and payment', async () => {
    await claimTagAs(h.db, CARD, kim);
    const samRefund = await lodge('sub-sam', BAND, 35);
    const kimRefund = await lodge('sub-kim', CARD, 12.5);

    let run = await h.admin('refund', 'list', eventId);
    expect(run.output).toMatch(/Batch [0-9a-f-]{36} OPEN, 2 refund\(s\)/);
    expect(run.output).toContain(samRefund.refundPurchaseRef);

    run = await h.admin('refund', 'pay', samRefund.refundPurchaseRef);
    expect(run.code).toBe(1);
    expect(run.output).toContain('Close the refund batch before paying its refunds');

    run = await h.admin('refund', 'batch', 'close', eventId);
    expect(run.code).toBe(0);
    expect(run.output).toContain('2 refund(s) to pay');
    const [batch] = await h.db.query<{ id: string }>(
      `select id from refund_batches where event_id = $1`,
      [eventId],
    );
    const batchId = batch?.id ?? '';

    run = await h.admin('refund', 'void', kimRefund.refundPurchaseRef);
    expect(run.output).toContain(`Voided refund ${kimRefund.refundPurchaseRef} ($12.50)`);
    expect(await walletStatus(CARD)).toBe('VOID');

    run = await h.admin('refund', 'export', batchId, '--out', 'bank.csv');
    expect(run.output).toContain(`Wrote 1 refund(s) of batch ${batchId}`);
    const bankFile = await readFile(path.join(h.dir, 'bank.csv'), 'utf8');
    expect(bankFile).toContain(`${samRefund.refundPurchaseRef},NZ,`);
    expect(bankFile).toContain(',35.00,NZD,');
    expect(bankFile).not.toContain(kimRefund.refundPurchaseRef);

    run = await h.admin('refund', 'pay', '--batch', batchId);
    expect(run.code).toBe(0);
    expect(run.output).toContain(`Paid refund ${samRefund.refundPurchaseRef}: $35.00`);
    expect(await balanceOfTag(h.db, BAND)).toBe(0);
    expect(await balanceOfTag(h.db, CARD)).toBe(1500);
    expect(await walletStatus(BAND)).toBe('COMPLETED');
    const [paid] = await h.db.query('select state from refund_batches where id = $1', [batchId]);
    expect(paid).toEqual({ state: 'PAID' });
  });

  it('closes and archives the event', async () => {
    let run = await h.admin('event', 'state', eventId, 'CLOSED');
    expect(run.code).toBe(0);
    expect(run.output).toContain('FINISHED → CLOSED');
    run = await h.admin('event', 'state', eventId, 'ARCHIVED');
    expect(run.code).toBe(0);
    run = await h.admin('event', 'list');
    expect(run.output).toMatch(new RegExp(`${eventId}\\s+ARCHIVED\\s+Rock the Park`));
  });
});
