import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiFixture, startApiFixture } from '../test-support/customer-api-fixture';

const FIND = '/api/private/registration/ticket/find';
const CLAIM = '/api/private/registration/ticket/claim';

const HOLDER = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' };

describe('ticket registration routes', () => {
  let fx: ApiFixture;
  let annId: string;
  let published: string;
  let started: string;

  beforeAll(async () => {
    fx = await startApiFixture();
    annId = await fx.signIn('ann', HOLDER);
    await fx.signIn('bob', { firstName: 'Bob', lastName: 'Ray', email: 'bob@example.com' });
    published = await fx.event({ name: 'Harbour Lights', state: 'PUBLISHED' });
    started = await fx.event({ name: 'Summer Sounds', state: 'STARTED' });
  });
  afterAll(() => fx.close());

  const find = (sub: string, ticketNumber: string, details: Partial<typeof HOLDER> = {}) =>
    fx.post(sub, FIND, { ticketNumber, ...HOLDER, ...details });

  const walletsOfTicket = (ticketId: string) =>
    fx.db.query<{ id: string; customer_id: string | null }>(
      'select id, customer_id from wallets where ticket_id = $1',
      [ticketId],
    );

  describe('find', () => {
    it('finds a valid ticket, comparing names and e-mail trimmed and case-insensitively', async () => {
      await fx.ticket(published, { ticketNumber: 'T-VALID', ...HOLDER });
      const res = await find('ann', ' t-valid ', {
        firstName: ' ANN ',
        lastName: 'lee',
        email: 'Ann@Example.COM ',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: 'FOUND_VALID',
        ticketNumber: 'T-VALID',
        eventId: published,
        eventName: 'Harbour Lights',
      });
    });

    it('answers NOT_FOUND for an unknown number', async () => {
      const res = await find('ann', 'NO-SUCH');
      expect(res.json()).toEqual({
        status: 'NOT_FOUND',
        ticketNumber: 'NO-SUCH',
        eventId: null,
        eventName: null,
      });
    });

    it.each(['DRAFT', 'ARCHIVED'] as const)('does not find tickets of %s events', async (state) => {
      const event = await fx.event({ state });
      await fx.ticket(event, { ticketNumber: `T-${state}`, ...HOLDER });
      expect((await find('ann', `T-${state}`)).json().status).toBe('NOT_FOUND');
    });

    it.each(['STARTED', 'FINISHED', 'CLOSED'] as const)(
      'finds tickets of %s events',
      async (state) => {
        const event = await fx.event({ state });
        await fx.ticket(event, { ticketNumber: `T-OPEN-${state}`, ...HOLDER });
        expect((await find('ann', `T-OPEN-${state}`)).json().status).toBe('FOUND_VALID');
      },
    );

    it('answers FOUND_TOO_MANY when the number is in several events', async () => {
      await fx.ticket(published, { ticketNumber: 'T-TWICE', ...HOLDER });
      await fx.ticket(started, { ticketNumber: 'T-TWICE', ...HOLDER });
      expect((await find('ann', 'T-TWICE')).json()).toEqual({
        status: 'FOUND_TOO_MANY',
        ticketNumber: 'T-TWICE',
        eventId: null,
        eventName: null,
      });
    });

    it('answers FOUND_INVALID for a cancelled ticket, before anything else', async () => {
      await fx.ticket(published, { ticketNumber: 'T-INVALID', valid: false, firstName: 'Zed' });
      const res = await find('ann', 'T-INVALID');
      expect(res.json()).toMatchObject({ status: 'FOUND_INVALID', eventId: published });
    });

    it('answers FOUND_CLAIMED when another account holds the ticket', async () => {
      await fx.ticket(published, { ticketNumber: 'T-BOBS', ...HOLDER });
      expect(
        (await fx.post('bob', CLAIM, { ticketNumber: 'T-BOBS', eventId: published, ...HOLDER }))
          .statusCode,
      ).toBe(200);
      expect((await find('ann', 'T-BOBS')).json().status).toBe('FOUND_CLAIMED');
    });

    it("answers FOUND_CLAIMED when another account holds the ticket's wallet through its tag", async () => {
      const ticketId = await fx.ticket(published, { ticketNumber: 'T-BANDED', ...HOLDER });
      const { tagId } = await fx.tag(published, '04BA0DBA0DBA0D', '111', { wallet: false });
      const bob = await fx.db.query<{ id: string }>("select id from customers where sub = 'bob'");
      await fx.db.query(
        'insert into wallets (event_id, customer_id, ticket_id, tag_id) values ($1, $2, $3, $4)',
        [published, bob[0]?.id, ticketId, tagId],
      );
      expect((await find('ann', 'T-BANDED')).json().status).toBe('FOUND_CLAIMED');
    });

    it.each([
      ['first name', { firstName: 'Anne' }],
      ['last name', { lastName: 'Li' }],
      ['e-mail', { email: 'ann@example.org' }],
    ])('answers FOUND_MISMATCH when the %s differs', async (_field, details) => {
      await fx.ticket(published, { ticketNumber: `T-MISMATCH-${_field}`, ...HOLDER });
      expect((await find('ann', `T-MISMATCH-${_field}`, details)).json().status).toBe(
        'FOUND_MISMATCH',
      );
    });

    it('answers FOUND_ONLINE_TOPUP_DISABLED for a ticket type without online top up', async () => {
      await fx.ticket(published, {
        ticketNumber: 'T-CAMPING',
        onlineTopupAllowed: false,
        ...HOLDER,
      });
      expect((await find('ann', 'T-CAMPING')).json().status).toBe('FOUND_ONLINE_TOPUP_DISABLED');
    });

    it('answers FOUND_VALID again to the account that already claimed it', async () => {
      await fx.ticket(published, { ticketNumber: 'T-MINE', ...HOLDER });
      await fx.post('ann', CLAIM, { ticketNumber: 'T-MINE', eventId: published });
      expect((await find('ann', 'T-MINE')).json().status).toBe('FOUND_VALID');
    });

    it('writes nothing', async () => {
      await fx.ticket(published, { ticketNumber: 'T-READONLY', ...HOLDER });
      const before = await fx.fingerprint();
      await find('ann', 'T-READONLY');
      await find('stranger', 'T-READONLY');
      expect(await fx.fingerprint()).toBe(before);
    });
  });

  describe('claim', () => {
    it('gives the caller a new wallet for the ticket', async () => {
      const ticketId = await fx.ticket(published, { ticketNumber: 'T-CLAIM', ...HOLDER });
      const res = await fx.post('ann', CLAIM, { ticketNumber: 'T-CLAIM', eventId: published });
      expect(res.statusCode).toBe(200);
      const wallets = await walletsOfTicket(ticketId);
      expect(wallets).toEqual([{ id: res.json().walletId, customer_id: annId }]);
      expect(res.json()).toEqual({ walletId: wallets[0]?.id, eventId: published });
      const [ticket] = await fx.db.query<{ claimed_by: string; claimed_at: Date }>(
        'select claimed_by, claimed_at from tickets where id = $1',
        [ticketId],
      );
      expect(ticket?.claimed_by).toBe(annId);
      expect(ticket?.claimed_at).not.toBeNull();

      const customer = await fx.post('ann', '/api/private/customer', { returning: false });
      expect(customer.json().eventRegistrationList).toContainEqual(
        expect.objectContaining({ walletId: res.json().walletId, ticketNumber: 'T-CLAIM' }),
      );
    });

    it('hands over the wallet the operator pre-loaded for the ticket', async () => {
      const ticketId = await fx.ticket(published, { ticketNumber: 'T-PRELOADED', ...HOLDER });
      const [wallet] = await fx.db.query<{ id: string }>(
        'insert into wallets (event_id, ticket_id) values ($1, $2) returning id',
        [published, ticketId],
      );
      await fx.ledger(wallet?.id as string, [{ totalCents: 2500 }]);
      const res = await fx.post('ann', CLAIM, { ticketNumber: 'T-PRELOADED', eventId: published });
      expect(res.json().walletId).toBe(wallet?.id);
      expect(await walletsOfTicket(ticketId)).toEqual([{ id: wallet?.id, customer_id: annId }]);
    });

    it('is idempotent for the same caller', async () => {
      const ticketId = await fx.ticket(published, { ticketNumber: 'T-TWICE-MINE', ...HOLDER });
      const first = await fx.post('ann', CLAIM, {
        ticketNumber: 'T-TWICE-MINE',
        eventId: published,
      });
      const second = await fx.post('ann', CLAIM, {
        ticketNumber: 'T-TWICE-MINE',
        eventId: published,
      });
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual(first.json());
      expect(await walletsOfTicket(ticketId)).toHaveLength(1);
    });

    it('answers 409 to another account and writes nothing', async () => {
      await fx.ticket(published, { ticketNumber: 'T-TAKEN', ...HOLDER });
      await fx.post('ann', CLAIM, { ticketNumber: 'T-TAKEN', eventId: published });
      const before = await fx.fingerprint();
      const res = await fx.post('bob', CLAIM, {
        ticketNumber: 'T-TAKEN',
        eventId: published,
        ...HOLDER,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        statusCode: 409,
        error: 'Conflict',
        message: 'Ticket is already claimed by another account',
      });
      expect(await fx.fingerprint()).toBe(before);
    });

    it("checks the holder against the names sent, or else the caller's profile", async () => {
      await fx.ticket(published, { ticketNumber: 'T-FOR-ANN', ...HOLDER });
      const before = await fx.fingerprint();
      // Bob's profile names are not the holder's.
      const withProfile = await fx.post('bob', CLAIM, {
        ticketNumber: 'T-FOR-ANN',
        eventId: published,
      });
      expect(withProfile.statusCode).toBe(403);
      expect(withProfile.json().message).toMatch(/firstName, lastName or email/);
      const wrongNames = await fx.post('bob', CLAIM, {
        ticketNumber: 'T-FOR-ANN',
        eventId: published,
        ...HOLDER,
        lastName: 'Ray',
      });
      expect(wrongNames.statusCode).toBe(403);
      expect(await fx.fingerprint()).toBe(before);
      // With the holder's details, as typed in the search, the claim goes through.
      const withNames = await fx.post('bob', CLAIM, {
        ticketNumber: 'T-FOR-ANN',
        eventId: published,
        ...HOLDER,
      });
      expect(withNames.statusCode).toBe(200);
    });

    describe('refusals', () => {
      beforeAll(async () => {
        await fx.ticket(published, { ticketNumber: 'T-ELSEWHERE', ...HOLDER });
        await fx.ticket(published, { ticketNumber: 'T-VOIDED', valid: false, ...HOLDER });
        await fx.ticket(published, {
          ticketNumber: 'T-AFTERPARTY',
          onlineTopupAllowed: false,
          ...HOLDER,
        });
        await fx.ticket(published, { ticketNumber: 'T-DOUBLE', ...HOLDER });
        await fx.ticket(started, { ticketNumber: 'T-DOUBLE', ...HOLDER });
      });

      it.each([
        ['an unknown number', 'NOPE', () => published, 404],
        ['the number under another event', 'T-ELSEWHERE', () => started, 404],
        ['an invalid ticket', 'T-VOIDED', () => published, 409],
        ['a ticket without online top up', 'T-AFTERPARTY', () => published, 409],
        ['a number in several events', 'T-DOUBLE', () => published, 409],
      ])('refuses %s and writes nothing', async (_name, ticketNumber, eventId, statusCode) => {
        const before = await fx.fingerprint();
        const res = await fx.post('ann', CLAIM, { ticketNumber, eventId: eventId() });
        expect(res.statusCode).toBe(statusCode);
        expect(Object.keys(res.json()).sort()).toEqual(['error', 'message', 'statusCode']);
        expect(await fx.fingerprint()).toBe(before);
      });
    });

    it('refuses a subject without a profile with 403', async () => {
      await fx.ticket(published, { ticketNumber: 'T-NO-PROFILE', ...HOLDER });
      const res = await fx.post('stranger', CLAIM, {
        ticketNumber: 'T-NO-PROFILE',
        eventId: published,
        ...HOLDER,
      });
      expect(res.statusCode).toBe(403);
    });

    it('lets exactly one of two accounts claiming at once win', async () => {
      const carolId = await fx.signIn('carol', HOLDER);
      const ticketId = await fx.ticket(published, { ticketNumber: 'T-RACE', ...HOLDER });
      const results = await Promise.all([
        fx.post('ann', CLAIM, { ticketNumber: 'T-RACE', eventId: published }),
        fx.post('carol', CLAIM, { ticketNumber: 'T-RACE', eventId: published }),
      ]);
      expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
      const wallets = await walletsOfTicket(ticketId);
      expect(wallets).toHaveLength(1);
      const winner = results.find((res) => res.statusCode === 200)?.json().walletId;
      expect(wallets[0]?.id).toBe(winner);
      expect([annId, carolId]).toContain(wallets[0]?.customer_id);
    });

    it('gives one wallet when the same account claims twice at once', async () => {
      const ticketId = await fx.ticket(published, { ticketNumber: 'T-DOUBLE-TAP', ...HOLDER });
      const results = await Promise.all([
        fx.post('ann', CLAIM, { ticketNumber: 'T-DOUBLE-TAP', eventId: published }),
        fx.post('ann', CLAIM, { ticketNumber: 'T-DOUBLE-TAP', eventId: published }),
      ]);
      expect(results.map((res) => res.statusCode)).toEqual([200, 200]);
      expect(results[0]?.json()).toEqual(results[1]?.json());
      expect(await walletsOfTicket(ticketId)).toHaveLength(1);
    });
  });
});
