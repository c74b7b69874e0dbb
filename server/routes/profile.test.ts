import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIRTH_DATE_FUTURE_ERROR } from '../../core/domain/profile-rules';
import { type ApiFixture, startApiFixture } from '../test-support/customer-api-fixture';

const LOGIN = '/api/private/profile/login';
const UPDATE = '/api/private/profile/update';

const loginBody = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'Ann.Lee@Example.com ',
  phone: '021 555 0101',
  locale: 'en',
  ...overrides,
});

const updateBody = (overrides: Record<string, unknown> = {}) => ({
  first: 'Annie',
  last: 'Leeson',
  phone: '+64 21 555 0199',
  birthDate: '1990-05-17',
  countryCode: 'AU',
  marketingOptOut: true,
  notificationOptOut: false,
  ...overrides,
});

describe('profile routes', () => {
  let fx: ApiFixture;

  beforeAll(async () => {
    fx = await startApiFixture();
  });
  afterAll(() => fx.close());

  describe('profile/login', () => {
    it('creates the customer on first sign-in and says so', async () => {
      const res = await fx.post('login-new', LOGIN, loginBody());
      expect(res.statusCode).toBe(200);
      const profile = res.json();
      expect(profile).toEqual({
        firstName: 'Ann',
        lastName: 'Lee',
        email: 'ann.lee@example.com',
        phone: '0215550101',
        birthDate: null,
        countryCode: 'NZ',
        marketingOptOut: false,
        notificationOptOut: false,
        bankAccount: null,
        updated: expect.any(String),
        firstLogin: true,
        locale: 'en',
      });
      expect(Number.isNaN(Date.parse(profile.updated))).toBe(false);
    });

    it('refreshes on later sign-ins without overwriting edited names or phone', async () => {
      await fx.post('login-again', LOGIN, loginBody());
      await fx.post('login-again', UPDATE, updateBody({ first: 'Edited', phone: null }));
      const res = await fx.post(
        'login-again',
        LOGIN,
        loginBody({ firstName: 'Other', email: 'new@example.com', phone: '022 000 1111' }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        firstName: 'Edited',
        lastName: 'Leeson',
        email: 'new@example.com',
        // The customer removed the phone: the identity's does not come back with a sign-in.
        phone: null,
        firstLogin: false,
      });
      const rows = await fx.db.query('select id from customers where sub = $1', ['login-again']);
      expect(rows).toHaveLength(1);
    });

    it("prefers the token's e-mail and names over the body's", async () => {
      const token = await fx.identity.sign({
        sub: 'login-claims',
        email: 'Verified@Example.com',
        given_name: 'Token',
        family_name: 'Names',
      });
      const res = await fx.app.inject({
        method: 'POST',
        url: LOGIN,
        headers: { authorization: `Bearer ${token}` },
        payload: loginBody({ email: 'typed@example.com' }),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        email: 'verified@example.com',
        firstName: 'Token',
        lastName: 'Names',
      });
    });

    it('keeps the empty names empty and does not store a phone without digits', async () => {
      const res = await fx.post(
        'login-empty',
        LOGIN,
        loginBody({ firstName: ' ', lastName: '', phone: 'none' }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ firstName: '', lastName: '', phone: null });
    });

    it('refuses a body e-mail that is not one when the token has none', async () => {
      const before = await fx.fingerprint();
      const res = await fx.post('login-bad-email', LOGIN, loginBody({ email: 'not-an-email' }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: 'body/email must be an e-mail address',
      });
      expect(await fx.fingerprint()).toBe(before);
    });

    it('keeps one customer when the first sign-in arrives twice at once', async () => {
      const results = await Promise.all([
        fx.post('login-race', LOGIN, loginBody()),
        fx.post('login-race', LOGIN, loginBody()),
      ]);
      expect(results.map((res) => res.statusCode)).toEqual([200, 200]);
      expect(results.filter((res) => res.json().firstLogin)).toHaveLength(1);
      const rows = await fx.db.query('select id from customers where sub = $1', ['login-race']);
      expect(rows).toHaveLength(1);
    });
  });

  describe('profile/update', () => {
    beforeAll(async () => {
      await fx.signIn('update-user');
    });

    it('stores the form and answers the profile', async () => {
      const res = await fx.post('update-user', UPDATE, updateBody());
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        firstName: 'Annie',
        lastName: 'Leeson',
        email: 'update-user@example.com',
        phone: '+64215550199',
        birthDate: '1990-05-17',
        countryCode: 'AU',
        marketingOptOut: true,
        notificationOptOut: false,
        bankAccount: null,
        updated: expect.any(String),
        firstLogin: false,
        locale: 'en',
      });
    });

    it('clears the phone and the birth date when sent empty', async () => {
      const res = await fx.post('update-user', UPDATE, updateBody({ phone: '', birthDate: null }));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ phone: null, birthDate: null });
    });

    it('accepts today as a birth date', async () => {
      const today = dayjs().format('YYYY-MM-DD');
      const res = await fx.post('update-user', UPDATE, updateBody({ birthDate: today }));
      expect(res.statusCode).toBe(200);
      expect(res.json().birthDate).toBe(today);
    });

    it.each([
      ['a blank first name', { first: '  ' }, 'First name is required'],
      ['a blank last name', { last: '' }, 'Last name is required'],
      ['a birth date in the future', { birthDate: '2999-01-01' }, BIRTH_DATE_FUTURE_ERROR],
      ['a day that does not exist', { birthDate: '1990-02-30' }, 'body/birthDate'],
      ['a birth date as DD/MM/YYYY', { birthDate: '17/05/1990' }, 'body/birthDate'],
      ['an unknown country', { countryCode: 'QQ' }, 'body/countryCode'],
      ['a phone without digits', { phone: 'call me' }, 'body/phone'],
    ])('refuses %s with 400 and writes nothing', async (_name, overrides, message) => {
      const before = await fx.fingerprint();
      const res = await fx.post('update-user', UPDATE, updateBody(overrides));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(res.json().message).toContain(message);
      expect(await fx.fingerprint()).toBe(before);
    });

    it('answers 404 for a subject that never signed in', async () => {
      const res = await fx.post('update-stranger', UPDATE, updateBody());
      expect(res.statusCode).toBe(404);
      const rows = await fx.db.query('select id from customers where sub = $1', [
        'update-stranger',
      ]);
      expect(rows).toHaveLength(0);
    });
  });
});
