// POST /api/private/profile/login and /profile/update (spec §3 Profile, §5 Profile, §7).
import type { FastifyInstance } from 'fastify';
import {
  type Profile,
  profileLoginEndpoint,
  profileUpdateEndpoint,
} from '../../core/contracts/profile-contract';
import { isCountryCode } from '../../core/domain/countries';
import { isValidEmail, normaliseEmail } from '../../core/domain/form-rules';
import {
  acceptsPhoneChange,
  BIRTH_DATE_FUTURE_ERROR,
  FIRST_NAME_REQUIRED,
  formatBirthDate,
  isBirthDateInFuture,
  LAST_NAME_REQUIRED,
  normalisePhone,
  parseBirthDate,
} from '../../core/domain/profile-rules';
import type { Database } from '../db/database';
import { HttpError } from '../http-error';
import { requireUser } from '../plugins/auth';
import { type Customer, recordLogin, updateProfile } from '../repositories/customers';
import { serveEndpoint } from './serve-endpoint';

export function registerProfileRoutes(app: FastifyInstance, db: Database): void {
  serveEndpoint(app, profileLoginEndpoint, async (request) => {
    const user = requireUser(request);
    const { body } = request;
    // The identity's verified e-mail wins; access tokens carry none, so the SPA sends it.
    const email = normaliseEmail(user.email ?? body.email);
    if (!isValidEmail(email)) throw new HttpError(400, 'body/email must be an e-mail address');
    const phone = normalisePhone(body.phone);
    const { customer, created } = await recordLogin(db, {
      sub: user.sub,
      email,
      firstName: user.givenName?.trim() || body.firstName.trim() || null,
      lastName: user.familyName?.trim() || body.lastName.trim() || null,
      phone: acceptsPhoneChange(phone) ? phone : null,
    });
    return toProfile(customer, created);
  });

  serveEndpoint(app, profileUpdateEndpoint, async (request) => {
    const { body } = request;
    const firstName = body.first.trim();
    const lastName = body.last.trim();
    if (firstName === '') throw new HttpError(400, FIRST_NAME_REQUIRED);
    if (lastName === '') throw new HttpError(400, LAST_NAME_REQUIRED);
    const customer = await updateProfile(db, requireUser(request).sub, {
      firstName,
      lastName,
      phone: profilePhone(body.phone),
      birthDate: profileBirthDate(body.birthDate),
      countryCode: profileCountry(body.countryCode),
      marketingOptOut: body.marketingOptOut,
      notificationOptOut: body.notificationOptOut,
    });
    if (!customer) throw new HttpError(404, 'Customer profile not found - please sign in again');
    return toProfile(customer, false);
  });
}

function profilePhone(input: string | null): string | null {
  const phone = normalisePhone(input ?? '');
  if (phone === '') return null;
  if (!acceptsPhoneChange(phone)) throw new HttpError(400, 'body/phone must contain a digit');
  return phone;
}

function profileBirthDate(input: string | null): string | null {
  const iso = (input ?? '').trim();
  if (iso === '') return null;
  // The domain reads the form's DD/MM/YYYY; the round trip accepts only real calendar days.
  if (parseBirthDate(formatBirthDate(iso)) !== iso) {
    throw new HttpError(400, 'body/birthDate must be a date as YYYY-MM-DD');
  }
  if (isBirthDateInFuture(iso, nowInFurthestTimeZone())) {
    throw new HttpError(400, BIRTH_DATE_FUTURE_ERROR);
  }
  return iso;
}

// The customer's today may be the server's tomorrow: a date is refused only once it is in the
// future in every time zone (the furthest ahead is UTC+14).
function nowInFurthestTimeZone(): Date {
  return new Date(Date.now() + 14 * 60 * 60 * 1000);
}

function profileCountry(code: string): string {
  if (!isCountryCode(code)) throw new HttpError(400, 'body/countryCode must be a listed country');
  return code;
}

function toProfile(customer: Customer, firstLogin: boolean): Profile {
  return {
    firstName: customer.firstName ?? '',
    lastName: customer.lastName ?? '',
    email: customer.email,
    phone: customer.phone,
    birthDate: customer.birthDate,
    countryCode: customer.countryCode,
    marketingOptOut: customer.marketingOptOut,
    notificationOptOut: customer.notificationOptOut,
    bankAccount: customer.bankAccount,
    updated: new Date(customer.updatedAt).toISOString(),
    firstLogin,
    locale: 'en',
  };
}
