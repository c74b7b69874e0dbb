// spec §2/§5 New password (the NEW_PASSWORD_REQUIRED challenge) and Forgot password.
import { assertEvent } from 'xstate';
import { stripSpaces } from '../../../../core/domain/form-rules';
import { failureMessage } from '../../../chart-shared/failure-message';
import { newPasswordErrors, resetErrors, resetRequestErrors } from './auth-form-checks';
import { authSetup, refusedForm, signedInHome, toLogin } from './auth-setup';
import { identityFailure } from './identity-failure';

export const newPasswordState = authSetup.createStateConfig({
  initial: 'entering',
  states: {
    entering: {
      on: {
        'auth.newPassword.submit': [
          refusedForm(newPasswordErrors),
          { target: 'submitting', actions: 'clearError' },
        ],
      },
    },
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'completeNewPassword',
        src: 'completeNewPassword',
        input: ({ event }) => {
          assertEvent(event, 'auth.newPassword.submit');
          return {
            password: event.password,
            givenName: event.givenName.trim(),
            familyName: event.familyName.trim(),
          };
        },
        onDone: signedInHome,
        onError: {
          target: 'entering',
          actions: {
            type: 'setError',
            params: ({ event }) => ({
              kind: 'newPasswordFailed',
              message: failureMessage(event.error),
            }),
          },
        },
      },
    },
  },
});

export const forgotPasswordState = authSetup.createStateConfig({
  initial: 'request',
  states: {
    request: {
      on: {
        'auth.forgotPassword.request': [
          refusedForm(resetRequestErrors),
          {
            target: 'requesting',
            actions: [
              'clearError',
              { type: 'rememberEmail', params: ({ event }) => ({ email: event.email }) },
            ],
          },
        ],
      },
    },
    requesting: {
      tags: 'busy',
      invoke: {
        id: 'forgotPassword',
        src: 'forgotPassword',
        input: ({ context }) => ({ email: context.email ?? '' }),
        onDone: { target: 'code' },
        onError: {
          target: 'request',
          actions: {
            type: 'setError',
            params: ({ event }) => ({
              kind: 'forgotPasswordFailed',
              message: failureMessage(event.error),
            }),
          },
        },
      },
    },
    code: {
      on: {
        'auth.forgotPassword.submit': [
          refusedForm(resetErrors),
          { target: 'submitting', actions: 'clearError' },
        ],
        'auth.resendCode': { target: 'resending', actions: 'clearError' },
      },
    },
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'confirmForgotPassword',
        src: 'confirmForgotPassword',
        input: ({ context, event }) => {
          assertEvent(event, 'auth.forgotPassword.submit');
          return {
            email: context.email ?? '',
            code: stripSpaces(event.code),
            password: event.password,
          };
        },
        onDone: {
          target: '#auth.signIn',
          actions: [{ type: 'notify', params: { kind: 'passwordUpdated' } }, toLogin],
        },
        onError: {
          target: 'code',
          actions: {
            type: 'setError',
            params: ({ event }) => ({
              kind: 'forgotPasswordFailed',
              message: failureMessage(event.error),
            }),
          },
        },
      },
    },
    resending: {
      tags: 'busy',
      invoke: {
        id: 'forgotPassword',
        src: 'forgotPassword',
        input: ({ context }) => ({ email: context.email ?? '' }),
        onDone: {
          target: 'code',
          actions: { type: 'notify', params: { kind: 'codeResent' } },
        },
        onError: {
          target: 'code',
          actions: {
            type: 'notify',
            params: ({ event }) => ({
              kind: 'codeResendFailed',
              failure: identityFailure(event.error),
            }),
          },
        },
      },
    },
  },
});
