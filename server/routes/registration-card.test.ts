import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openRefundsWhileRunning } from '../refunds/refund-opening';
import { type ApiFixture, startApiFixture } from '../test-support/customer-api-fixture';
import { testConfig } from '../test-support/test-config';

const FIND = '/api/private/registration/card/find';
const CLAIM = '/api/private/registration/card/claim';

const PERSON = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' };

// 14 hex characters, distinct per test.
let tagCount = 0;
const nextUid = () => {
  tagCount += 1;
  return `04${tagCount.toString(16).toUpperCase().padStart(12, '0')}`;
};

describe('card registration routes', () => {
  let fx: ApiFixture;
  let annId: string;
  let bobId: string;
  let finished: string;

  beforeAll(async () => {
    fx = await startApiFixture();
    annId = await fx.signIn('ann', PERSON);
    bobId = await fx.signIn('bob', {
      firstName: 'Bob',
      lastName: 'Ray',
      email: 'jobob@example.com',
    });
    finished = await fx.event({ name: 'Winter Beats', state: 'FINISHED' });
  });
  afterAll(() => fx.close());

  const find = (sub: string, uid: string, serial: string) =>
    fx.post(sub, FIND, { uid, serial, ...PERSON });

  /** What the SPA does: search the band, then register what the search found. */
  async function findAndClaim(
    sub: string,
    tag: { uid: string; serial: string },
    eventId = finished,
  ) {
    await find(sub, tag.uid, tag.serial);
    return fx.post(sub, CLAIM, { uid: tag.uid, eventId });
  }

  /** A used tag (one ledger row) at the event, nobody's yet. */
  async function usedTag(eventId = finished, serial = '123') {
    const uid = nextUid();
    const { tagId, walletId } = await fx.tag(eventId, uid, serial);
    await fx.ledger(walletId as string, [{ totalCents: 2000 }]);
    return { uid, serial, tagId, walletId: walletId as string };
  }

  const owner = async (walletId: string) =>
    (
      await fx.db.query<{ customer_id: string | null }>(
        'select customer_id from wallets where id = $1',
        [walletId],
      )
    )[0]?.customer_id;

  describe('find', () => {
    it('answers AVAILABLE for a used tag nobody holds, whatever the spacing and case', async () => {
      const tag = await usedTag();
      const typed = `${tag.uid.slice(0, 4)} ${tag.uid.slice(4, 8)} ${tag.uid.slice(8).toLowerCase()}`;
      const res = await find('ann', typed, ` ${tag.serial} `);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        tagId: tag.tagId,
        uid: tag.uid,
        status: 'AVAILABLE',
        eventId: finished,
        claimedEmail: null,
      });
    });

    it('finds a tag stored in lower case', async () => {
      const uid = nextUid().toLowerCase();
      const { walletId } = await fx.tag(finished, uid, 'abc');
      await fx.ledger(walletId as string, [{ totalCents: 100 }]);
      expect((await find('ann', uid.toUpperCase(), 'ABC')).json()).toMatchObject({
        status: 'AVAILABLE',
        uid,
      });
    });

    it('answers NOT_FOUND when uid and serial do not match together', async () => {
      const tag = await usedTag();
      const res = await find('ann', tag.uid, '999');
      expect(res.json()).toEqual({
        tagId: null,
        uid: tag.uid,
        status: 'NOT_FOUND',
        eventId: null,
        claimedEmail: null,
      });
    });

    it('answers FOUND_TOO_MANY when uid and serial match in several events', async () => {
      const other = await fx.event({ state: 'FINISHED' });
      const tag = await usedTag(finished, '777');
      const { walletId } = await fx.tag(other, tag.uid, '777');
      await fx.ledger(walletId as string, [{ totalCents: 100 }]);
      expect((await find('ann', tag.uid, '777')).json()).toMatchObject({
        status: 'FOUND_TOO_MANY',
        tagId: null,
        eventId: null,
      });
    });

    it('tells apart a reused uid by its serial', async () => {
      const other = await fx.event({ state: 'FINISHED' });
      const tag = await usedTag(finished, '321');
      const { walletId } = await fx.tag(other, tag.uid, '654');
      await fx.ledger(walletId as string, [{ totalCents: 100 }]);
      expect((await find('ann', tag.uid, '654')).json()).toMatchObject({
        status: 'AVAILABLE',
        eventId: other,
      });
    });

    it.each([
      ['ARCHIVED', 'EVENT_ARCHIVED'],
      ['DRAFT', 'EVENT_NOT_STARTED'],
      ['PUBLISHED', 'EVENT_NOT_STARTED'],
      ['STARTED', 'EVENT_NOT_FINISHED'],
      ['CLOSED', 'AVAILABLE'],
    ] as const)('answers for a tag of a %s event: %s', async (state, status) => {
      const event = await fx.event({ state });
      const tag = await usedTag(event);
      expect((await find('ann', tag.uid, tag.serial)).json()).toMatchObject({
        status,
        tagId: tag.tagId,
        eventId: event,
      });
    });

    it('answers AVAILABLE for a tag of a running event once the organiser opened its refunds', async () => {
      const event = await fx.event({ state: 'STARTED' });
      const tag = await usedTag(event);
      await openRefundsWhileRunning(fx.db, event);
      expect((await find('ann', tag.uid, tag.serial)).json()).toMatchObject({
        status: 'AVAILABLE',
        eventId: event,
      });
    });

    it('answers NOT_USED for a tag without ledger rows, or without a wallet', async () => {
      const unused = nextUid();
      await fx.tag(finished, unused, '123');
      expect((await find('ann', unused, '123')).json().status).toBe('NOT_USED');
      const walletless = nextUid();
      await fx.tag(finished, walletless, '123', { wallet: false });
      expect((await find('ann', walletless, '123')).json().status).toBe('NOT_USED');
    });

    it("answers CLAIMED with the holder's masked e-mail prefix", async () => {
      const tag = await usedTag();
      expect((await findAndClaim('bob', tag)).statusCode).toBe(200);
      expect((await find('ann', tag.uid, tag.serial)).json()).toEqual({
        tagId: tag.tagId,
        uid: tag.uid,
        status: 'CLAIMED',
        eventId: finished,
        claimedEmail: 'jo***',
      });
    });

    it('answers CLAIMED_BY_CALLER to the holder', async () => {
      const tag = await usedTag();
      await findAndClaim('ann', tag);
      expect((await find('ann', tag.uid, tag.serial)).json()).toMatchObject({
        status: 'CLAIMED_BY_CALLER',
        claimedEmail: null,
      });
    });

    it("treats a tag on another customer's ticket wallet as theirs", async () => {
      const tag = await usedTag();
      await fx.db.query('update wallets set customer_id = $2 where id = $1', [tag.walletId, bobId]);
      expect((await find('ann', tag.uid, tag.serial)).json()).toMatchObject({
        status: 'CLAIMED',
        claimedEmail: 'jo***',
      });
      expect((await find('bob', tag.uid, tag.serial)).json().status).toBe('CLAIMED_BY_CALLER');
    });

    it('changes no registration or money (it only leaves a claim grant)', async () => {
      const tag = await usedTag();
      const before = await fx.fingerprint();
      await find('ann', tag.uid, tag.serial);
      await find('stranger', tag.uid, tag.serial);
      expect(await fx.fingerprint()).toBe(before);
    });
  });

  describe('claim', () => {
    it('gives the caller the tag and its wallet, which then shows on Home', async () => {
      const tag = await usedTag();
      await find('ann', tag.uid, tag.serial);
      const res = await fx.post('ann', CLAIM, {
        uid: tag.uid,
        eventId: finished,
        serial: tag.serial,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ walletId: tag.walletId, eventId: finished });
      expect(await owner(tag.walletId)).toBe(annId);
      const [row] = await fx.db.query<{ claimed_by: string }>(
        'select claimed_by from tags where id = $1',
        [tag.tagId],
      );
      expect(row?.claimed_by).toBe(annId);
      const customer = await fx.post('ann', '/api/private/customer', { returning: false });
      expect(customer.json().eventRegistrationList).toContainEqual(
        expect.objectContaining({ walletId: tag.walletId, uid: tag.uid, walletBalance: 20 }),
      );
    });

    it('is idempotent for the same caller', async () => {
      const tag = await usedTag();
      const first = await findAndClaim('ann', tag);
      const second = await fx.post('ann', CLAIM, { uid: tag.uid, eventId: finished });
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual(first.json());
    });

    it('answers 409 to another account and writes nothing', async () => {
      const tag = await usedTag();
      await findAndClaim('ann', tag);
      await find('bob', tag.uid, tag.serial);
      const before = await fx.fingerprint();
      const res = await fx.post('bob', CLAIM, { uid: tag.uid, eventId: finished });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        statusCode: 409,
        error: 'Conflict',
        message: 'Tag is already registered to another account',
      });
      expect(await fx.fingerprint()).toBe(before);
    });

    describe('refusals', () => {
      const cases: Record<string, { uid: string; eventId: string; serial?: string }> = {};

      beforeAll(async () => {
        const started = await fx.event({ state: 'STARTED' });
        const archived = await fx.event({ state: 'ARCHIVED' });
        const twinEvent = await fx.event({ state: 'FINISHED' });
        const plain = await usedTag();
        await find('ann', plain.uid, plain.serial);
        cases.unknown = { uid: nextUid(), eventId: finished };
        cases.otherEvent = { uid: plain.uid, eventId: started };
        cases.wrongSerial = { uid: plain.uid, eventId: finished, serial: '999' };
        const running = await usedTag(started);
        await find('ann', running.uid, running.serial);
        cases.running = { uid: running.uid, eventId: started };
        const archivedTag = await usedTag(archived);
        await find('ann', archivedTag.uid, archivedTag.serial);
        cases.archived = { uid: archivedTag.uid, eventId: archived };
        const unused = nextUid();
        await fx.tag(finished, unused, '123');
        await find('ann', unused, '123');
        cases.unused = { uid: unused, eventId: finished };
        const twin = await usedTag(finished, '888');
        const { walletId } = await fx.tag(twinEvent, twin.uid, '888');
        await fx.ledger(walletId as string, [{ totalCents: 100 }]);
        await find('ann', twin.uid, twin.serial);
        cases.twin = { uid: twin.uid, eventId: finished };
      });

      it.each([
        ['an unknown tag', 'unknown', 404],
        ['a tag under another event', 'otherEvent', 404],
        ['a wrong serial', 'wrongSerial', 404],
        ['a tag of a running event', 'running', 409],
        ['a tag of an archived event', 'archived', 409],
        ['an unused tag', 'unused', 409],
        // The search could not tell which tag was meant, so it granted no claim.
        ['a uid and serial found in two events', 'twin', 404],
      ])('refuses %s and writes nothing', async (_name, key, statusCode) => {
        const before = await fx.fingerprint();
        const res = await fx.post('ann', CLAIM, cases[key]);
        expect(res.statusCode).toBe(statusCode);
        expect(Object.keys(res.json()).sort()).toEqual(['error', 'message', 'statusCode']);
        expect(await fx.fingerprint()).toBe(before);
      });
    });

    describe('needs a recent search of the same tag by the same customer', () => {
      const refusedAndUnwritten = async (sub: string, body: object) => {
        const before = await fx.fingerprint();
        const res = await fx.post(sub, CLAIM, body);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({
          statusCode: 404,
          error: 'Not Found',
          message: 'Tag not found',
        });
        expect(await fx.fingerprint()).toBe(before);
      };

      it('refuses a claim with the uid alone, without a search', async () => {
        const tag = await usedTag();
        await refusedAndUnwritten('ann', { uid: tag.uid, eventId: finished });
        await refusedAndUnwritten('ann', { uid: tag.uid, eventId: finished, serial: tag.serial });
        expect(await owner(tag.walletId)).toBeNull();
      });

      it('refuses a claim after a search with a wrong serial', async () => {
        const tag = await usedTag();
        expect((await find('ann', tag.uid, '999')).json().status).toBe('NOT_FOUND');
        await refusedAndUnwritten('ann', { uid: tag.uid, eventId: finished });
        expect(await owner(tag.walletId)).toBeNull();
      });

      it("refuses a claim on another customer's search", async () => {
        const tag = await usedTag();
        expect((await find('ann', tag.uid, tag.serial)).json().status).toBe('AVAILABLE');
        await refusedAndUnwritten('bob', { uid: tag.uid, eventId: finished });
        expect(await owner(tag.walletId)).toBeNull();
      });

      it('refuses a claim once the search has expired', async () => {
        const tag = await usedTag();
        await find('ann', tag.uid, tag.serial);
        await fx.db.query(
          `update tag_claim_grants set expires_at = now() - interval '1 second' where tag_id = $1`,
          [tag.tagId],
        );
        await refusedAndUnwritten('ann', { uid: tag.uid, eventId: finished });
      });

      it('uses the search up: the grant is gone after the claim', async () => {
        const tag = await usedTag();
        expect((await findAndClaim('ann', tag)).statusCode).toBe(200);
        const grants = await fx.db.query('select 1 from tag_claim_grants where tag_id = $1', [
          tag.tagId,
        ]);
        expect(grants).toEqual([]);
      });

      it('honours a search made through another server instance on the same database', async () => {
        const other = await buildApp({
          config: testConfig({ IDENTITY_JWKS_URL: fx.identity.jwksUrl }),
          db: fx.db,
          verifyToken: fx.identity.verifyToken,
          logger: false,
          // Both instances count finds in the one database; this file makes many of them.
          registrationRateLimit: { max: 1_000_000, timeWindowMs: 60_000 },
        });
        try {
          const tag = await usedTag();
          await find('ann', tag.uid, tag.serial);
          const res = await other.inject({
            method: 'POST',
            url: CLAIM,
            headers: { authorization: `Bearer ${await fx.identity.sign({ sub: 'ann' })}` },
            payload: { uid: tag.uid, eventId: finished },
          });
          expect(res.statusCode).toBe(200);
          expect(await owner(tag.walletId)).toBe(annId);
        } finally {
          await other.close();
        }
      });
    });

    it('refuses a subject without a profile with 403', async () => {
      const tag = await usedTag();
      expect(
        (await fx.post('stranger', CLAIM, { uid: tag.uid, eventId: finished })).statusCode,
      ).toBe(403);
    });

    it('lets exactly one of two accounts claiming at once win', async () => {
      const tag = await usedTag();
      await find('ann', tag.uid, tag.serial);
      await find('bob', tag.uid, tag.serial);
      const results = await Promise.all([
        fx.post('ann', CLAIM, { uid: tag.uid, eventId: finished }),
        fx.post('bob', CLAIM, { uid: tag.uid, eventId: finished }),
      ]);
      expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
      const winner = results[0]?.statusCode === 200 ? annId : bobId;
      expect(await owner(tag.walletId)).toBe(winner);
      const [row] = await fx.db.query<{ claimed_by: string }>(
        'select claimed_by from tags where id = $1',
        [tag.tagId],
      );
      expect(row?.claimed_by).toBe(winner);
    });

    it('keeps ticket and tag of one wallet with one account when both are claimed at once', async () => {
      const event = await fx.event({ state: 'FINISHED' });
      const ticketId = await fx.ticket(event, { ticketNumber: 'T-BAND', ...PERSON });
      const uid = nextUid();
      const { tagId } = await fx.tag(event, uid, '123', { wallet: false });
      const [wallet] = await fx.db.query<{ id: string }>(
        'insert into wallets (event_id, ticket_id, tag_id) values ($1, $2, $3) returning id',
        [event, ticketId, tagId],
      );
      await fx.ledger(wallet?.id as string, [{ totalCents: 500 }]);
      await find('bob', uid, '123');
      const results = await Promise.all([
        fx.post('ann', '/api/private/registration/ticket/claim', {
          ticketNumber: 'T-BAND',
          eventId: event,
        }),
        fx.post('bob', CLAIM, { uid, eventId: event }),
      ]);
      expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
      const winner = results[0]?.statusCode === 200 ? annId : bobId;
      expect(await owner(wallet?.id as string)).toBe(winner);
    });
  });
});
