// An in-memory identity for DOM tests: every call is recorded, each answers like a healthy identity
// service unless a test overrides it (to fail, or to stay pending so a busy state can be seen).

import type { Customer } from '../../core/contracts/customer-contract';
import type { Profile } from '../../core/contracts/profile-contract';
import type { IdentityService, SessionApi } from '../../src/features/auth/chart/auth-services';
import type { AuthUser } from '../../src/features/auth/chart/auth-types';
import type { Identity } from '../../src/identity/identity';

export interface IdentityCall {
  name: keyof IdentityService;
  input?: unknown;
}

export interface FakeIdentity extends Identity {
  calls: IdentityCall[];
  /** Who the stored session belongs to. */
  user: AuthUser | null;
  callsTo(name: keyof IdentityService): unknown[];
}

export function userFor(email: string): AuthUser {
  return { sub: `sub-${email}`, email, givenName: 'Ann', familyName: 'Lee', phone: '' };
}

/** An error as the identity library raises it: the service's error type in `code`. */
export function identityError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code });
}

export const rejectWith = (code: string, message: string) => (): Promise<never> =>
  Promise.reject(identityError(code, message));

export const neverSettles = (): Promise<never> => new Promise(() => {});

export function createFakeIdentity(
  options: { user?: AuthUser | null; overrides?: Partial<IdentityService> } = {},
): FakeIdentity {
  const defaults: IdentityService = {
    currentUser: async () => fake.user,
    signIn: async ({ email }) => {
      fake.user = userFor(email);
      return { kind: 'signedIn', user: fake.user };
    },
    signUp: async () => ({ kind: 'confirmationRequired' }),
    confirmSignUp: async () => {},
    resendSignUpCode: async () => {},
    forgotPassword: async () => {},
    confirmForgotPassword: async () => {},
    completeNewPassword: async ({ givenName, familyName }) => {
      fake.user = { ...userFor('new@example.com'), givenName, familyName };
      return fake.user;
    },
    // Leaving for the hosted page never settles: the page is gone.
    beginHostedSignIn: neverSettles,
    completeHostedSignIn: async () => {
      fake.user = userFor('social@example.com');
      return fake.user;
    },
    signOut: async () => {
      fake.user = null;
    },
  };
  const service = { ...defaults, ...options.overrides };
  const recorded = Object.fromEntries(
    (Object.keys(service) as (keyof IdentityService)[]).map((name) => [
      name,
      (input?: unknown) => {
        fake.calls.push(input === undefined ? { name } : { name, input });
        return (service[name] as (input?: unknown) => Promise<unknown>)(input);
      },
    ]),
  ) as unknown as IdentityService;
  const fake: FakeIdentity = {
    ...recorded,
    calls: [],
    user: options.user ?? null,
    callsTo: (name) => fake.calls.filter((call) => call.name === name).map((call) => call.input),
    getToken: async () => (fake.user ? 'fake-token' : null),
  };
  return fake;
}

export const TEST_PROFILE: Profile = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  phone: null,
  birthDate: null,
  countryCode: 'NZ',
  marketingOptOut: false,
  notificationOptOut: false,
  bankAccount: null,
  updated: '2026-01-01T00:00:00.000Z',
  firstLogin: true,
  locale: 'en',
};

export const TEST_CUSTOMER: Customer = {
  eventRegistrationList: [],
  lastUpdate: '2026-01-01T00:00:00Z',
};

export function createFakeSessionApi(overrides: Partial<SessionApi> = {}): SessionApi {
  return {
    profileLogin: async () => TEST_PROFILE,
    fetchCustomer: async () => TEST_CUSTOMER,
    ...overrides,
  };
}
