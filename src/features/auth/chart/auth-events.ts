// What screens and the router tell the auth machine. Form values arrive as typed; the machine
// normalises them (spec §5: e-mails trimmed and lower-cased, codes without spaces).
import type { Customer } from '../../../../core/contracts/customer-contract';
import type { Profile } from '../../../../core/contracts/profile-contract';
import type { FlowRequest } from '../../../chart-shared/flow-request';
import type { ScreenRequest } from '../../../chart-shared/screen-name';
import type { AuthField } from './auth-form-checks';

/** Sent by the router when the address names an auth screen (spec §2); never navigates back. */
export type AuthShowEvent =
  | { type: 'auth.show.signIn' }
  | { type: 'auth.show.signUp' }
  | { type: 'auth.show.forgotPassword' }
  | { type: 'auth.show.newPassword' }
  /** /confirmSignUp?email=… carries the e-mail the code was sent to. */
  | { type: 'auth.show.confirmSignUp'; email?: string };

export type AuthEvent =
  | AuthShowEvent
  | { type: 'auth.signIn'; email: string; password: string }
  | {
      type: 'auth.signUp';
      email: string;
      password: string;
      givenName: string;
      familyName: string;
      /** Sent to the identity although the form has no phone field (spec §2). */
      phone?: string;
    }
  | { type: 'auth.confirm'; code: string }
  /** 'Resend Code' on the confirm-sign-up screen and on the reset screen's code step. */
  | { type: 'auth.resendCode' }
  | { type: 'auth.forgotPassword.request'; email: string }
  | { type: 'auth.forgotPassword.submit'; code: string; password: string; confirmPassword: string }
  | {
      type: 'auth.newPassword.submit';
      givenName: string;
      familyName: string;
      password: string;
      confirmPassword: string;
    }
  /** The customer typed in a field of the form shown. */
  | { type: 'auth.edit'; field: AuthField }
  /** The social sign-in button: leave for the hosted sign-in page. */
  | { type: 'auth.hosted.start' }
  /** The router on /oauth/login?code=…&state=…: the hosted sign-in came back with a code. */
  | { type: 'auth.hosted.completed'; code: string; state: string }
  /** The router on /oauth/login?error=…. */
  | { type: 'auth.hosted.failed'; error: string }
  | { type: 'auth.logout' }
  /** Load the customer's registrations again (home refresh, after a claim). */
  | { type: 'auth.customer.refresh' }
  /** The profile screen saved the profile: it replaces the post-login answer. */
  | { type: 'session.profile.saved'; profile: Profile }
  /** The copy of the profile kept from the last session was read (the check failed). */
  | { type: 'session.profile.recalled'; profile: Profile }
  /** The router on a flow's page (a search, a wallet, top-up, refund, profile): start it. */
  | { type: 'session.show'; flow: FlowRequest }
  /** The router on a signed-in page without a flow (home): none runs. */
  | { type: 'session.hide' }
  /** A flow changed the customer's registrations (a claim): fetch them again. */
  | { type: 'session.customer.changed' }
  /** A flow asks for the next screen by name; the router knows its address. */
  | ({ type: 'session.navigate' } & ScreenRequest)
  /** Raised by the session when its customer fetch answers, for the flow that waits on it. */
  | { type: 'session.customer.loaded'; customer: Customer }
  | { type: 'session.customer.failed'; error: string };
