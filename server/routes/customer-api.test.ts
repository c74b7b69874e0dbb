// What every customer call shares: bad bodies, tokens, ownership and the registration rate limit.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { type ApiFixture, startApiFixture } from '../test-support/customer-api-fixture';
import { testConfig } from '../test-support/test-config';

const HUGE = 'x'.repeat(100_000);
const UUID_A = '6f1c1a56-8a0e-4c2b-9d3e-2f1a7b9c0d11';

const PROFILE_LOGIN = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  phone: '',
  locale: 'en',
};
const PROFILE_UPDATE = {
  first: 'Ann',
  last: 'Lee',
  phone: null,
  birthDate: null,
  countryCode: 'NZ',
  marketingOptOut: false,
  notificationOptOut: false,
};
const PUSH = {
  endpoint: 'https://push.example.com/send/1',
  expirationTime: null,
  keys: { p256dh: 'cDI1NmRo', auth: 'YXV0aA' },
};
const TICKET_FIND = { ticketNumber: 'T-1', firstName: 'Ann', lastName: 'Lee', email: 'a@b.co' };
const CARD_FIND = {
  uid: '04A1B2C3D4E5F6',
  serial: '123',
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'a@b.co',
};

/** Each call with a valid body, and bodies it must refuse naming the field in the message. */
const CALLS: {
  url: string;
  valid: Record<string, unknown>;
  bad: [string, unknown, string][];
}[] = [
  {
    url: '/api/private/profile/login',
    valid: PROFILE_LOGIN,
    bad: [
      ['missing email', { ...PROFILE_LOGIN, email: undefined }, 'email'],
      ['numeric phone', { ...PROFILE_LOGIN, phone: 21555 }, 'phone'],
      ['another locale', { ...PROFILE_LOGIN, locale: 'fr' }, 'locale'],
      ['huge first name', { ...PROFILE_LOGIN, firstName: HUGE }, 'firstName'],
      ['unknown field', { ...PROFILE_LOGIN, admin: true }, 'admin'],
    ],
  },
  {
    url: '/api/private/profile/update',
    valid: PROFILE_UPDATE,
    bad: [
      ['missing first', { ...PROFILE_UPDATE, first: undefined }, 'first'],
      ['string opt-out', { ...PROFILE_UPDATE, marketingOptOut: 'yes' }, 'marketingOptOut'],
      ['null country', { ...PROFILE_UPDATE, countryCode: null }, 'countryCode'],
      ['huge last name', { ...PROFILE_UPDATE, last: HUGE }, 'last'],
      ['firstName instead of first', { ...PROFILE_UPDATE, firstName: 'Ann' }, 'firstName'],
    ],
  },
  {
    url: '/api/private/customer',
    valid: { returning: false },
    bad: [
      ['missing returning', {}, 'returning'],
      ['string returning', { returning: 'false' }, 'returning'],
      ['unknown field', { returning: false, customerId: UUID_A }, 'customerId'],
    ],
  },
  {
    url: '/api/private/customer/wallet',
    valid: { walletId: UUID_A, eventId: UUID_A },
    bad: [
      ['missing eventId', { walletId: UUID_A }, 'eventId'],
      ['walletId not a uuid', { walletId: 'w-1', eventId: UUID_A }, 'walletId'],
      ['numeric walletId', { walletId: 7, eventId: UUID_A }, 'walletId'],
      ['huge walletId', { walletId: HUGE, eventId: UUID_A }, 'walletId'],
      ['unknown field', { walletId: UUID_A, eventId: UUID_A, sub: 'x' }, 'sub'],
    ],
  },
  {
    url: '/api/private/customer/push/register',
    valid: PUSH,
    bad: [
      ['missing keys', { endpoint: PUSH.endpoint }, 'keys'],
      ['missing auth key', { ...PUSH, keys: { p256dh: 'cDI1NmRo' } }, 'auth'],
      ['plain http endpoint', { ...PUSH, endpoint: 'http://push.example.com/1' }, 'endpoint'],
      ['huge endpoint', { ...PUSH, endpoint: `https://${HUGE}` }, 'endpoint'],
      ['unknown key', { ...PUSH, keys: { ...PUSH.keys, extra: 'x' } }, 'extra'],
    ],
  },
  {
    url: '/api/private/registration/ticket/find',
    valid: TICKET_FIND,
    bad: [
      ['missing email', { ...TICKET_FIND, email: undefined }, 'email'],
      ['empty ticket number', { ...TICKET_FIND, ticketNumber: '' }, 'ticketNumber'],
      ['numeric ticket number', { ...TICKET_FIND, ticketNumber: 12345 }, 'ticketNumber'],
      ['huge ticket number', { ...TICKET_FIND, ticketNumber: HUGE }, 'ticketNumber'],
      ['unknown field', { ...TICKET_FIND, eventId: UUID_A }, 'eventId'],
    ],
  },
  {
    url: '/api/private/registration/ticket/claim',
    valid: { ticketNumber: 'T-1', eventId: UUID_A },
    bad: [
      ['missing eventId', { ticketNumber: 'T-1' }, 'eventId'],
      ['eventId not a uuid', { ticketNumber: 'T-1', eventId: '1' }, 'eventId'],
      ['huge first name', { ticketNumber: 'T-1', eventId: UUID_A, firstName: HUGE }, 'firstName'],
      ['unknown field', { ticketNumber: 'T-1', eventId: UUID_A, walletId: UUID_A }, 'walletId'],
    ],
  },
  {
    url: '/api/private/registration/card/find',
    valid: CARD_FIND,
    bad: [
      ['missing serial', { ...CARD_FIND, serial: undefined }, 'serial'],
      ['short tag number', { ...CARD_FIND, uid: '04A1B2' }, 'uid'],
      ['long serial', { ...CARD_FIND, serial: '1234567' }, 'serial'],
      ['huge uid', { ...CARD_FIND, uid: HUGE }, 'uid'],
      ['unknown field', { ...CARD_FIND, tagId: UUID_A }, 'tagId'],
    ],
  },
  {
    url: '/api/private/registration/card/claim',
    valid: { uid: '04A1B2C3D4E5F6', eventId: UUID_A },
    bad: [
      ['missing uid', { eventId: UUID_A }, 'uid'],
      ['array eventId', { uid: '04A1B2C3D4E5F6', eventId: [UUID_A] }, 'eventId'],
      ['short serial', { uid: '04A1B2C3D4E5F6', eventId: UUID_A, serial: '12' }, 'serial'],
      ['unknown field', { uid: '04A1B2C3D4E5F6', eventId: UUID_A, walletId: UUID_A }, 'walletId'],
    ],
  },
];

describe('customer API', () => {
  let fx: ApiFixture;

  beforeAll(async () => {
    fx = await startApiFixture();
    await fx.signIn('ann');
  });
  afterAll(() => fx.close());

  describe('bad bodies', () => {
    const badBodies = CALLS.flatMap(({ url, bad }) =>
      bad.map(([name, body, field]) => ({
        name: `${url.replace('/api/private/', '')}: ${name}`,
        url,
        body,
        field,
      })),
    );

    it.each(badBodies)(
      '$name → 400 naming the field, nothing written',
      async ({ url, body, field }) => {
        const before = await fx.fingerprint();
        const res = await fx.post('ann', url, body);
        expect(res.statusCode).toBe(400);
        const json = res.json();
        expect(Object.keys(json).sort()).toEqual(['error', 'message', 'statusCode']);
        expect(json).toMatchObject({ statusCode: 400, error: 'Bad Request' });
        expect(json.message).toContain(field);
        expect(json.message.length).toBeLessThan(200);
        expect(await fx.fingerprint()).toBe(before);
      },
    );

    it.each(CALLS.map(({ url }) => url))(
      '%s refuses malformed JSON and non-objects',
      async (url) => {
        const before = await fx.fingerprint();
        const token = await fx.identity.sign({ sub: 'ann' });
        for (const payload of ['{"returning": ', '[]', '"text"', 'null']) {
          const res = await fx.app.inject({
            method: 'POST',
            url,
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            payload,
          });
          expect(res.statusCode, payload).toBe(400);
          expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
        }
        expect(await fx.fingerprint()).toBe(before);
      },
    );

    it('names an unknown field as such', async () => {
      const res = await fx.post('ann', '/api/private/customer', { returning: false, extra: 1 });
      expect(res.json().message).toBe('body/extra is not an allowed field');
    });
  });

  describe('tokens', () => {
    const now = Math.floor(Date.now() / 1000);
    const tokens: [string, () => Promise<string | undefined>][] = [
      ['no token', async () => undefined],
      [
        'an expired token',
        () => fx.identity.sign({ sub: 'ann', iat: now - 7200, exp: now - 3600 }),
      ],
      [
        'a token of another issuer',
        () => fx.identity.sign({ sub: 'ann', iss: 'https://evil.example/pool' }),
      ],
    ];

    it.each(
      CALLS.flatMap(({ url, valid }) =>
        tokens.map(([name, token]) => ({
          name: `${url.replace('/api/private/', '')} with ${name}`,
          url,
          valid,
          token,
        })),
      ),
    )('$name → 401, nothing written', async ({ url, valid, token }) => {
      const before = await fx.fingerprint();
      const jwt = await token();
      const res = await fx.app.inject({
        method: 'POST',
        url,
        headers: jwt ? { authorization: `Bearer ${jwt}` } : {},
        payload: valid,
      });
      expect(res.statusCode).toBe(401);
      expect(Object.keys(res.json()).sort()).toEqual(['error', 'message', 'statusCode']);
      expect(await fx.fingerprint()).toBe(before);
    });
  });

  describe("another customer's ids", () => {
    let eventId: string;
    let ticketWallet: string;
    let tagWallet: string;
    const uid = '04AAAA0000AAAA';

    beforeAll(async () => {
      await fx.signIn('owner', {
        firstName: 'Olive',
        lastName: 'Owner',
        email: 'olive@example.com',
      });
      await fx.signIn('intruder', {
        firstName: 'Olive',
        lastName: 'Owner',
        email: 'olive@example.com',
      });
      eventId = await fx.event({ state: 'FINISHED' });
      await fx.ticket(eventId, {
        ticketNumber: 'T-OLIVE',
        firstName: 'Olive',
        lastName: 'Owner',
        email: 'olive@example.com',
      });
      ticketWallet = (
        await fx.post('owner', '/api/private/registration/ticket/claim', {
          ticketNumber: 'T-OLIVE',
          eventId,
        })
      ).json().walletId;
      ({ walletId: tagWallet } = (await fx.tag(eventId, uid, '123')) as { walletId: string });
      await fx.ledger(tagWallet, [{ totalCents: 1500 }]);
      await fx.post('owner', '/api/private/registration/card/find', {
        uid,
        serial: '123',
        firstName: 'Olive',
        lastName: 'Owner',
        email: 'olive@example.com',
      });
      expect(
        (await fx.post('owner', '/api/private/registration/card/claim', { uid, eventId }))
          .statusCode,
      ).toBe(200);
    });

    const leaks = (body: string) =>
      [ticketWallet, tagWallet, 'olive@example.com', 'owner'].filter((secret) =>
        body.includes(secret),
      );

    it.each([
      [
        'customer/wallet (ticket wallet)',
        '/api/private/customer/wallet',
        () => ({ walletId: ticketWallet, eventId }),
        404,
      ],
      [
        'customer/wallet (tag wallet)',
        '/api/private/customer/wallet',
        () => ({ walletId: tagWallet, eventId }),
        404,
      ],
      [
        'ticket/claim',
        '/api/private/registration/ticket/claim',
        () => ({ ticketNumber: 'T-OLIVE', eventId }),
        409,
      ],
      ['card/claim', '/api/private/registration/card/claim', () => ({ uid, eventId }), 404],
    ])('%s → %i, no data, nothing written', async (_name, url, body, statusCode) => {
      const before = await fx.fingerprint();
      const res = await fx.post('intruder', url, body());
      expect(res.statusCode).toBe(statusCode);
      expect(Object.keys(res.json()).sort()).toEqual(['error', 'message', 'statusCode']);
      expect(leaks(res.body)).toEqual([]);
      expect(await fx.fingerprint()).toBe(before);
    });

    it('searches say claimed without naming the wallet or the full e-mail', async () => {
      const ticket = await fx.post('intruder', '/api/private/registration/ticket/find', {
        ticketNumber: 'T-OLIVE',
        firstName: 'Olive',
        lastName: 'Owner',
        email: 'olive@example.com',
      });
      expect(ticket.json().status).toBe('FOUND_CLAIMED');
      const card = await fx.post('intruder', '/api/private/registration/card/find', {
        ...CARD_FIND,
        uid,
      });
      expect(card.json()).toMatchObject({ status: 'CLAIMED', claimedEmail: 'ol***' });
      expect(leaks(ticket.body + card.body)).toEqual([]);
    });

    it("lists none of them in the intruder's registrations", async () => {
      const res = await fx.post('intruder', '/api/private/customer', { returning: false });
      expect(res.json().eventRegistrationList).toEqual([]);
    });
  });

  describe('rate limit', () => {
    let limited: FastifyInstance;

    beforeAll(async () => {
      limited = await buildApp({
        config: testConfig({ IDENTITY_JWKS_URL: fx.identity.jwksUrl }),
        db: fx.db,
        verifyToken: fx.identity.verifyToken,
        logger: false,
        registrationRateLimit: { max: 3, timeWindowMs: 60_000 },
      });
    });
    afterAll(() => limited.close());

    const post = async (sub: string, url: string, payload: object) =>
      limited.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${await fx.identity.sign({ sub })}` },
        payload,
      });

    it('answers 429 in the error shape once a customer used up the searches and claims', async () => {
      const statuses = [];
      statuses.push(
        (await post('limited-1', '/api/private/registration/ticket/find', TICKET_FIND)).statusCode,
      );
      statuses.push(
        (await post('limited-1', '/api/private/registration/card/find', CARD_FIND)).statusCode,
      );
      statuses.push(
        (
          await post('limited-1', '/api/private/registration/ticket/claim', {
            ticketNumber: 'T-1',
            eventId: UUID_A,
          })
        ).statusCode,
      );
      expect(statuses).toEqual([200, 200, 403]);

      const before = await fx.fingerprint();
      const res = await post('limited-1', '/api/private/registration/card/find', CARD_FIND);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({
        statusCode: 429,
        error: 'Too Many Requests',
        message: expect.stringMatching(/^Rate limit exceeded/),
      });
      expect(res.headers['retry-after']).toBeDefined();
      const claim = await post('limited-1', '/api/private/registration/card/claim', {
        uid: CARD_FIND.uid,
        eventId: UUID_A,
      });
      expect(claim.statusCode).toBe(429);
      expect(await fx.fingerprint()).toBe(before);
    });

    it('counts per customer and leaves the other calls alone', async () => {
      for (let i = 0; i < 4; i += 1) {
        await post('limited-2', '/api/private/registration/ticket/find', TICKET_FIND);
      }
      expect(
        (await post('limited-2', '/api/private/registration/ticket/find', TICKET_FIND)).statusCode,
      ).toBe(429);
      expect(
        (await post('limited-3', '/api/private/registration/ticket/find', TICKET_FIND)).statusCode,
      ).toBe(200);
      expect(
        (await post('limited-2', '/api/private/customer', { returning: false })).statusCode,
      ).toBe(200);
    });
  });
});
