import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiFixture, startApiFixture } from '../test-support/customer-api-fixture';
import { TRANSACTION_PAGE_SIZE } from './customer-wallet';

const CUSTOMER = '/api/private/customer';
const WALLET = '/api/private/customer/wallet';
const PUSH = '/api/private/customer/push/register';

describe('customer routes', () => {
  let fx: ApiFixture;
  let annId: string;
  let bobId: string;
  let publishedEvent: string;
  let finishedEvent: string;
  let archivedEvent: string;
  let ticketWallet: string;
  let tagWallet: string;
  let archivedWallet: string;
  let bobWallet: string;

  beforeAll(async () => {
    fx = await startApiFixture();
    annId = await fx.signIn('ann');
    bobId = await fx.signIn('bob');
    publishedEvent = await fx.event({ name: 'Harbour Lights', state: 'PUBLISHED' });
    finishedEvent = await fx.event({ name: 'Winter Beats', state: 'FINISHED' });
    archivedEvent = await fx.event({ name: 'Old Times', state: 'ARCHIVED' });
    await fx.db.query(
      `insert into event_assets (event_id, url, kind) values
         ($1, '/images/hl-small.jpg', 'background-small'),
         ($1, '/images/hl-large.jpg', 'background-large')`,
      [publishedEvent],
    );

    const ticketId = await fx.ticket(publishedEvent, { ticketNumber: 'HLF-1' });
    await fx.db.query('update tickets set claimed_by = $2, claimed_at = now() where id = $1', [
      ticketId,
      annId,
    ]);
    ticketWallet = (
      await fx.db.query<{ id: string }>(
        'insert into wallets (event_id, customer_id, ticket_id) values ($1, $2, $3) returning id',
        [publishedEvent, annId, ticketId],
      )
    )[0]?.id as string;

    ({ walletId: tagWallet } = (await fx.tag(finishedEvent, '04A1B2C3D4E5F6', '123')) as {
      walletId: string;
    });
    await fx.db.query(
      `update wallets set customer_id = $2, refund_status = 'AVAILABLE' where id = $1`,
      [tagWallet, annId],
    );
    await fx.ledger(tagWallet, [
      { category: 'TOP_UP', totalCents: 6000, at: 1 },
      { category: 'ACTIVATION', totalCents: -400, at: 2 },
      { category: 'PURCHASE', totalCents: -1250, at: 3 },
      // Not settled, so not in the balance, but listed.
      { category: 'TOP_UP', state: 'PENDING', totalCents: 5000, at: 4 },
      { category: 'PURCHASE', state: 'VOID', totalCents: -999, at: 5 },
    ]);

    ({ walletId: archivedWallet } = (await fx.tag(archivedEvent, '04FFFFFFFFFFFF', '999')) as {
      walletId: string;
    });
    await fx.db.query('update wallets set customer_id = $2 where id = $1', [archivedWallet, annId]);

    ({ walletId: bobWallet } = (await fx.tag(finishedEvent, '04B0B0B0B0B0B0', '456')) as {
      walletId: string;
    });
    await fx.db.query('update wallets set customer_id = $2 where id = $1', [bobWallet, bobId]);
    await fx.ledger(bobWallet, [{ totalCents: 777 }]);
  });
  afterAll(() => fx.close());

  describe('customer', () => {
    it('lists every wallet of the caller with balance, assets, tag or ticket and rate card', async () => {
      const res = await fx.post('ann', CUSTOMER, { returning: false });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Number.isNaN(Date.parse(body.lastUpdate))).toBe(false);
      // Newest registration first: the archived band was made last, the ticket claimed first.
      expect(body.eventRegistrationList).toEqual([
        // Archived registrations are listed too; the SPA hides them on Home.
        expect.objectContaining({
          walletId: archivedWallet,
          event: expect.objectContaining({ state: 'ARCHIVED' }),
        }),
        {
          event: {
            id: finishedEvent,
            name: 'Winter Beats',
            state: 'FINISHED',
            currency: 'NZD',
            refundsCloseAt: null,
            charityName: null,
          },
          walletId: tagWallet,
          walletBalance: 43.5,
          eventAssetList: [],
          uid: '04A1B2C3D4E5F6',
          ticketNumber: null,
          refundStatus: 'AVAILABLE',
          eventRateCard: expect.any(Object),
        },
        {
          event: {
            id: publishedEvent,
            name: 'Harbour Lights',
            state: 'PUBLISHED',
            currency: 'NZD',
            refundsCloseAt: null,
            charityName: null,
          },
          walletId: ticketWallet,
          walletBalance: 0,
          eventAssetList: [
            { url: '/images/hl-large.jpg', kind: 'background-large' },
            { url: '/images/hl-small.jpg', kind: 'background-small' },
          ],
          uid: null,
          ticketNumber: 'HLF-1',
          refundStatus: 'NOT_AVAILABLE',
          eventRateCard: {
            activationFeeOnline: 4,
            creditCardFee: 2.5,
            refundFeeOnline: 2.75,
            contractCode: 'HLF',
          },
        },
      ]);
    });

    it('lists the newest registration first: a band by when it was claimed, not when it was made', async () => {
      const caraId = await fx.signIn('cara');
      const { tagId, walletId: band } = (await fx.tag(finishedEvent, '04C0C0C0C0C0C0', '321')) as {
        tagId: string;
        walletId: string;
      };
      // The band's wallet was made at the event; Cara claimed it after adding her ticket.
      await fx.db.query(
        `update tags set claimed_by = $2, claimed_at = '2026-03-01T00:00:00Z' where id = $1`,
        [tagId, caraId],
      );
      await fx.db.query(
        `update wallets set customer_id = $2, created_at = '2026-01-01T00:00:00Z' where id = $1`,
        [band, caraId],
      );
      const ticketId = await fx.ticket(publishedEvent, { ticketNumber: 'HLF-CARA' });
      await fx.db.query(
        `update tickets set claimed_by = $2, claimed_at = '2026-02-01T00:00:00Z' where id = $1`,
        [ticketId, caraId],
      );
      const [ticket] = await fx.db.query<{ id: string }>(
        `insert into wallets (event_id, customer_id, ticket_id, created_at)
         values ($1, $2, $3, '2026-02-01T00:00:00Z') returning id`,
        [publishedEvent, caraId, ticketId],
      );
      const res = await fx.post('cara', CUSTOMER, { returning: false });
      expect(res.json().eventRegistrationList.map((r: { walletId: string }) => r.walletId)).toEqual(
        [band, ticket?.id],
      );
    });

    it("never lists another customer's wallet", async () => {
      const res = await fx.post('bob', CUSTOMER, { returning: true });
      expect(res.json().eventRegistrationList.map((r: { walletId: string }) => r.walletId)).toEqual(
        [bobWallet],
      );
    });

    it('answers an empty list to a subject that has not signed in yet, writing nothing', async () => {
      const before = await fx.fingerprint();
      const res = await fx.post('nobody-yet', CUSTOMER, { returning: false });
      expect(res.statusCode).toBe(200);
      expect(res.json().eventRegistrationList).toEqual([]);
      expect(await fx.fingerprint()).toBe(before);
    });
  });

  describe('customer/wallet', () => {
    it('answers balance and transactions, newest first', async () => {
      const res = await fx.post('ann', WALLET, { walletId: tagWallet, eventId: finishedEvent });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.customerId).toBe('ann');
      expect(body.balance).toEqual({ current: 43.5 });
      expect(body.hasMore).toBe(false);
      expect(
        body.transactionList.map(
          (t: { purchaseCategory: string; purchaseState: string; purchaseTotal: number }) => [
            t.purchaseCategory,
            t.purchaseState,
            t.purchaseTotal,
          ],
        ),
      ).toEqual([
        ['PURCHASE', 'VOID', -9.99],
        ['TOP_UP', 'PENDING', 50],
        ['PURCHASE', 'COMPLETED', -12.5],
        ['ACTIVATION', 'COMPLETED', -4],
        ['TOP_UP', 'COMPLETED', 60],
      ]);
      expect(body.transactionList[4]).toEqual({
        purchaseReference: expect.any(String),
        purchaseCategory: 'TOP_UP',
        purchaseState: 'COMPLETED',
        purchaseTotal: 60,
        purchaseDate: '2026-01-10T10:00:01.000Z',
        kind: 'top-up',
        description: 'Top up',
        status: 'approved',
      });
    });

    it('answers an empty list for a wallet without rows', async () => {
      const res = await fx.post('ann', WALLET, { walletId: ticketWallet, eventId: publishedEvent });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        customerId: 'ann',
        balance: { current: 0 },
        transactionList: [],
        hasMore: false,
        paymentNotices: [],
        refundsCloseAt: null,
        refund: null,
        donations: [],
      });
    });

    it('caps the list at one page and says more exist', async () => {
      const event = await fx.event({ state: 'FINISHED' });
      const { walletId } = (await fx.tag(event, '04CAFECAFECAFE', '321')) as { walletId: string };
      await fx.db.query('update wallets set customer_id = $2 where id = $1', [walletId, annId]);
      const rows = Array.from({ length: TRANSACTION_PAGE_SIZE + 5 }, (_, i) => ({
        totalCents: 100,
        at: 1000 + i,
      }));
      await fx.ledger(walletId, rows);
      const res = await fx.post('ann', WALLET, { walletId, eventId: event });
      const body = res.json();
      expect(body.transactionList).toHaveLength(TRANSACTION_PAGE_SIZE);
      expect(body.hasMore).toBe(true);
      // The balance still counts every row, not just the page.
      expect(body.balance.current).toBe(TRANSACTION_PAGE_SIZE + 5);
      expect(body.transactionList[0].purchaseDate).toBe(
        new Date(
          Date.parse('2026-01-10T10:00:00Z') + (1000 + TRANSACTION_PAGE_SIZE + 4) * 1000,
        ).toISOString(),
      );
    });

    it.each([
      ["another customer's wallet", () => ({ walletId: bobWallet, eventId: finishedEvent })],
      [
        'its own wallet under another event',
        () => ({ walletId: tagWallet, eventId: publishedEvent }),
      ],
      [
        'a wallet that does not exist',
        () => ({ walletId: crypto.randomUUID(), eventId: finishedEvent }),
      ],
    ])('answers 404 without data for %s', async (_name, body) => {
      const res = await fx.post('ann', WALLET, body());
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: 'Wallet not found',
      });
    });
  });

  describe('customer/push/register', () => {
    const subscription = (endpoint: string, auth = 'YXV0aA') => ({
      endpoint,
      expirationTime: null,
      keys: {
        p256dh:
          'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth,
      },
    });
    const stored = (endpoint: string) =>
      fx.db.query<{ customer_id: string; keys: { auth: string } }>(
        'select customer_id, keys from push_subscriptions where endpoint = $1',
        [endpoint],
      );

    it('stores the subscription and answers 204', async () => {
      const endpoint = 'https://push.example.com/send/abc';
      const res = await fx.post('ann', PUSH, subscription(endpoint));
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect(await stored(endpoint)).toEqual([
        { customer_id: annId, keys: expect.objectContaining({ auth: 'YXV0aA' }) },
      ]);
    });

    it('updates the keys of a known endpoint instead of adding a row', async () => {
      const endpoint = 'https://push.example.com/send/again';
      await fx.post('ann', PUSH, subscription(endpoint));
      const res = await fx.post('ann', PUSH, subscription(endpoint, 'bmV3LWF1dGg'));
      expect(res.statusCode).toBe(204);
      expect(await stored(endpoint)).toEqual([
        { customer_id: annId, keys: expect.objectContaining({ auth: 'bmV3LWF1dGg' }) },
      ]);
    });

    it('moves an endpoint to whoever signs in on that browser next', async () => {
      const endpoint = 'https://push.example.com/send/shared';
      await fx.post('ann', PUSH, subscription(endpoint));
      await fx.post('bob', PUSH, subscription(endpoint));
      expect((await stored(endpoint)).map((row) => row.customer_id)).toEqual([bobId]);
    });

    it.each([
      'http://push.example.com/send/1',
      'not a url',
      'https://user:pw@push.example.com/send/1',
      'https://127.1/send/1',
      'https://2130706433/send/1',
      'https://0x7f.1/send/1',
      'https://[::1]/send/1',
      'https://[::ffff:127.0.0.1]/send/1',
      'https://0.0.0.0/send/1',
      'https://10.0.0.8/send/1',
      'https://169.254.169.254/latest/meta-data',
      'https://[fc00::1]/send/1',
      'https://localhost/send/1',
      'https://not-resolving.example.com/send/1',
    ])('refuses %s as an endpoint, storing nothing', async (endpoint) => {
      const before = await fx.fingerprint();
      const res = await fx.post('ann', PUSH, subscription(endpoint));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('body/endpoint must be the https address of a push service');
      expect(await fx.fingerprint()).toBe(before);
    });

    it('answers 403 and stores nothing for a subject without a profile', async () => {
      const before = await fx.fingerprint();
      const res = await fx.post('nobody-yet', PUSH, subscription('https://push.example.com/x'));
      expect(res.statusCode).toBe(403);
      expect(await fx.fingerprint()).toBe(before);
    });
  });
});
