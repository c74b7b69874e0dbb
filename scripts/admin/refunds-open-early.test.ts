// The operator opens refunds while an event runs (the Terms promise them "from when the event is
// running"); without that, they open when it finishes, as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveEventState } from '../../server/operator/event-state';
import { createEvent } from '../../server/operator/events';
import { createRefund } from '../../server/refunds/refund-requests';
import {
  type AdminHarness,
  addCustomer,
  claimTagAs,
  startAdminHarness,
} from './admin-test-support';
import { EXIT } from './run-admin';

const EARLY = '04EA00000000E1';
const LATE = '04EA00000000E2';

describe('event refunds open', () => {
  let h: AdminHarness;
  let eventId: string;

  beforeAll(async () => {
    h = await startAdminHarness();
    const event = await createEvent(h.db, {
      name: 'Early Refunds',
      currency: 'NZD',
      activationFeeOnlineCents: 0,
      creditCardFeeBp: 0,
      refundFeeOnlineCents: 250,
      contractCode: 'ERF',
    });
    eventId = event.id;
    await moveEventState(h.db, eventId, 'PUBLISHED');
    await h.admin('tag', 'issue', eventId, '--uid', EARLY, '--serial', '101');
    await moveEventState(h.db, eventId, 'STARTED');
    await h.admin('tap', 'topup', eventId, '--uid', EARLY, '--amount', '30', '--method', 'cash');
    await claimTagAs(h.db, EARLY, await addCustomer(h.db, 'sub-early', 'early@example.com'));
  });
  afterAll(() => h.dispose());

  const walletOf = async (uid: string) => {
    const [row] = await h.db.query<{ id: string; refundStatus: string }>(
      `select w.id, w.refund_status as "refundStatus" from wallets w join tags g on g.id = w.tag_id
       where g.uid = $1`,
      [uid],
    );
    if (!row) throw new Error(`no wallet for ${uid}`);
    return row;
  };
  const lodge = async (totalDollars: number) =>
    createRefund(h.db, 'sub-early', {
      firstName: 'Sam',
      lastName: 'Rivers',
      phone: '+64211234567',
      email: 'early@example.com',
      accountNumber: '01-902-68389-00',
      refundTotal: totalDollars,
      refundFee: 2.5,
      walletId: (await walletOf(EARLY)).id,
      eventId,
      refundCurrency: 'NZD',
    });

  it('is listed in the help', async () => {
    const { output } = await h.admin('--help');
    expect(output).toContain('npm run admin -- event refunds open <eventId>');
  });

  it('leaves refunds closed while the event runs until the operator opens them', async () => {
    expect((await walletOf(EARLY)).refundStatus).toBe('NOT_AVAILABLE');
    await expect(lodge(27.5)).rejects.toThrow('Refunds are not available for this wallet yet');
  });

  it('opens them on a STARTED event: wallets AVAILABLE, an OPEN batch, a refund lodged', async () => {
    const { code, output } = await h.admin('event', 'refunds', 'open', eventId);
    expect(code).toBe(EXIT.ok);
    expect(output).toContain('refunds are open while it runs');
    expect(output).toContain('1 wallet(s) moved to AVAILABLE');
    expect(output).toMatch(/Refund batch [0-9a-f-]{36} is OPEN for new refunds/);
    expect((await walletOf(EARLY)).refundStatus).toBe('AVAILABLE');
    const refund = await lodge(27.5);
    expect(refund).toMatchObject({
      batchItemAccountNumber: '01-0902-0068389-00',
      refundTotal: 27.5,
    });
    expect((await walletOf(EARLY)).refundStatus).toBe('PROCESSING');
  });

  it('says so when they are open already, and changes nothing', async () => {
    const { code, output } = await h.admin('event', 'refunds', 'open', eventId);
    expect(code).toBe(EXIT.ok);
    expect(output).toContain('refunds were already open');
    expect(output).toContain('0 wallet(s) moved to AVAILABLE');
  });

  it('starts a wallet made after the opening AVAILABLE', async () => {
    await h.admin('tag', 'issue', eventId, '--uid', LATE, '--serial', '202');
    expect((await walletOf(LATE)).refundStatus).toBe('AVAILABLE');
  });

  it('keeps the same batch when the event then finishes', async () => {
    const [before] = await h.db.query<{ id: string }>(
      `select id from refund_batches where event_id = $1 and state = 'OPEN'`,
      [eventId],
    );
    const change = await moveEventState(h.db, eventId, 'FINISHED');
    expect(change).toMatchObject({ refundsOpened: 0, batchId: before?.id });
  });

  it.each([
    ['PUBLISHED', 'refunds can be opened only once it has started'],
    ['FINISHED', 'its refunds opened when it finished'],
  ] as const)('refuses a %s event: %s', async (state, reason) => {
    const event = await createEvent(h.db, {
      name: `Not Running ${state}`,
      currency: 'NZD',
      activationFeeOnlineCents: 0,
      creditCardFeeBp: 0,
      refundFeeOnlineCents: 0,
      contractCode: 'NRN',
    });
    for (const step of ['PUBLISHED', 'STARTED', 'FINISHED'] as const) {
      await moveEventState(h.db, event.id, step);
      if (step === state) break;
    }
    const { code, output } = await h.admin('event', 'refunds', 'open', event.id);
    expect(code).toBe(EXIT.refused);
    expect(output).toContain(
      `Refused: Cannot open refunds: event "Not Running ${state}" is ${state}; ${reason}`,
    );
  });

  it('refuses a malformed event id', async () => {
    const { code, output } = await h.admin('event', 'refunds', 'open', 'nope');
    expect(code).toBe(EXIT.refused);
    expect(output).toContain('"nope" is not an event id');
  });
});
