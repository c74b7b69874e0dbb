// The effects the auth machine invokes, as plain async functions. The app implements them (the
// identity adapter in src/identity, the private API client) and turns them into the machine's
// actors with `authActors`, so the machine itself never imports Cognito, axios or the DOM.
import { fromPromise } from 'xstate';
import type { Customer } from '../../../../core/contracts/customer-contract';
import type { Profile } from '../../../../core/contracts/profile-contract';
import type {
  AuthUser,
  CompleteNewPasswordInput,
  ConfirmForgotPasswordInput,
  ConfirmSignUpInput,
  EmailInput,
  HostedReturn,
  ProfileLoginRequest,
  SignInInput,
  SignInResult,
  SignUpInput,
  SignUpResult,
} from './auth-types';

/** spec §7's identity calls. Failures reject with the service's error (its `code` is read). */
export interface IdentityService {
  /** The signed-in user of the stored session (refreshed when needed), or null. */
  currentUser(): Promise<AuthUser | null>;
  signIn(input: SignInInput): Promise<SignInResult>;
  signUp(input: SignUpInput): Promise<SignUpResult>;
  confirmSignUp(input: ConfirmSignUpInput): Promise<void>;
  resendSignUpCode(input: EmailInput): Promise<void>;
  forgotPassword(input: EmailInput): Promise<void>;
  confirmForgotPassword(input: ConfirmForgotPasswordInput): Promise<void>;
  /** Answers the NEW_PASSWORD_REQUIRED challenge of the last sign-in. */
  completeNewPassword(input: CompleteNewPasswordInput): Promise<AuthUser>;
  /** Leaves for the hosted sign-in page; settles only if leaving failed. */
  beginHostedSignIn(): Promise<void>;
  /** Exchanges the code the hosted sign-in returned and keeps the session. */
  completeHostedSignIn(input: HostedReturn): Promise<AuthUser>;
  signOut(): Promise<void>;
}

/** The private API calls made right after sign-in (spec §4, §7). */
export interface SessionApi {
  profileLogin(request: ProfileLoginRequest): Promise<Profile>;
  fetchCustomer(): Promise<Customer>;
}

/** The registrations and the profile last fetched per user, kept on the device for an offline start. */
export interface CustomerStore {
  recall(sub: string): Promise<Customer | null>;
  recallProfile(sub: string): Promise<Profile | null>;
}

export function authActors(identity: IdentityService, api: SessionApi, store: CustomerStore) {
  return {
    checkSession: fromPromise<AuthUser | null>(() => identity.currentUser()),
    signIn: fromPromise<SignInResult, SignInInput>(({ input }) => identity.signIn(input)),
    signUp: fromPromise<SignUpResult, SignUpInput>(({ input }) => identity.signUp(input)),
    confirmSignUp: fromPromise<void, ConfirmSignUpInput>(({ input }) =>
      identity.confirmSignUp(input),
    ),
    resendSignUpCode: fromPromise<void, EmailInput>(({ input }) =>
      identity.resendSignUpCode(input),
    ),
    forgotPassword: fromPromise<void, EmailInput>(({ input }) => identity.forgotPassword(input)),
    confirmForgotPassword: fromPromise<void, ConfirmForgotPasswordInput>(({ input }) =>
      identity.confirmForgotPassword(input),
    ),
    completeNewPassword: fromPromise<AuthUser, CompleteNewPasswordInput>(({ input }) =>
      identity.completeNewPassword(input),
    ),
    beginHostedSignIn: fromPromise<void>(() => identity.beginHostedSignIn()),
    completeHostedSignIn: fromPromise<AuthUser, HostedReturn>(({ input }) =>
      identity.completeHostedSignIn(input),
    ),
    signOut: fromPromise<void>(() => identity.signOut()),
    profileLogin: fromPromise<Profile, ProfileLoginRequest>(({ input }) => api.profileLogin(input)),
    fetchCustomer: fromPromise<Customer>(() => api.fetchCustomer()),
    recallCustomer: fromPromise<Customer | null, { sub: string }>(({ input }) =>
      store.recall(input.sub),
    ),
    recallProfile: fromPromise<Profile | null, { sub: string }>(({ input }) =>
      store.recallProfile(input.sub),
    ),
  };
}

export type AuthActors = ReturnType<typeof authActors>;
