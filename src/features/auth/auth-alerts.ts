// The auth machine's alerts (spec §4, §5, §8) with the spec's titles and bodies.

import {
  CODE_RESENT,
  CODE_VALIDATION_ERROR,
  codeResendFailedDialog,
  PASSWORD_POLICY_MESSAGE,
  PASSWORD_UPDATED,
  SIGN_UP_COMPLETED,
  SOCIAL_LOGIN_FAILED,
  signUpErrorDialog,
  USERNAME_NOT_FOUND,
} from '../../../core/domain/auth-messages';
import { type AlertText, failed, ok, showAlert } from '../../ui/alerts';
import type { AuthAlert } from './chart/auth-types';

export function authAlertText(alert: AuthAlert): AlertText {
  switch (alert.kind) {
    case 'signUpCompleted':
      return ok(SIGN_UP_COMPLETED);
    case 'passwordUpdated':
      return ok(PASSWORD_UPDATED);
    case 'codeResent':
      return ok(CODE_RESENT);
    case 'codeValidationError':
      return failed(CODE_VALIDATION_ERROR);
    case 'codeResendFailed':
      return failed(codeResendFailedDialog(alert.failure.message));
    case 'signUpError':
      // The identity's own policy text is worded for developers; spec §5 has the customer's.
      return failed(
        signUpErrorDialog(
          alert.failure.code === 'InvalidPasswordException'
            ? PASSWORD_POLICY_MESSAGE
            : alert.failure.message,
        ),
      );
    case 'usernameNotFound':
      return failed(USERNAME_NOT_FOUND);
    case 'socialLoginFailed':
      return failed(SOCIAL_LOGIN_FAILED);
  }
}

export function showAuthAlert(alert: AuthAlert): void {
  showAlert(authAlertText(alert));
}
