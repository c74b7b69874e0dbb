import { loginFailedMessage } from '../../../core/domain/auth-messages';
import type { AuthError } from './chart/auth-types';

/** The spec §8 text a form shows for the auth machine's error. */
export function authErrorText(error: AuthError): string {
  switch (error.kind) {
    case 'signInFailed':
      return loginFailedMessage(error.message);
    case 'forgotPasswordFailed':
    case 'newPasswordFailed':
      return error.message;
  }
}
