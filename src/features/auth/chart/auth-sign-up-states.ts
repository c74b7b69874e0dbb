// spec §2/§5 Sign up and Confirm sign up.
import { assertEvent } from 'xstate';
import { stripSpaces } from '../../../../core/domain/form-rules';
import { confirmSignUpErrors, signUpErrors } from './auth-form-checks';
import { authSetup, refusedForm, toLogin } from './auth-setup';
import { identityFailure } from './identity-failure';

export const signUpState = authSetup.createStateConfig({
  initial: 'entering',
  states: {
    entering: {
      on: {
        'auth.signUp': [
          refusedForm(signUpErrors),
          {
            target: 'submitting',
            actions: [
              'clearError',
              { type: 'rememberEmail', params: ({ event }) => ({ email: event.email }) },
            ],
          },
        ],
      },
    },
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'signUp',
        src: 'signUp',
        input: ({ context, event }) => {
          assertEvent(event, 'auth.signUp');
          return {
            email: context.email ?? '',
            password: event.password,
            givenName: event.givenName.trim(),
            familyName: event.familyName.trim(),
            phone: stripSpaces(event.phone ?? ''),
          };
        },
        onDone: [
          {
            guard: {
              type: 'isSignUpConfirmed',
              params: ({ event }) => ({ result: event.output }),
            },
            target: '#auth.signIn',
            actions: [{ type: 'notify', params: { kind: 'signUpCompleted' } }, toLogin],
          },
          {
            target: '#auth.confirmSignUp',
            actions: {
              type: 'navigate',
              params: ({ context }) => ({
                to: '/confirmSignUp',
                search: { email: context.email ?? '' },
              }),
            },
          },
        ],
        onError: {
          target: 'entering',
          actions: {
            type: 'notify',
            params: ({ event }) => ({
              kind: 'signUpError',
              failure: identityFailure(event.error),
            }),
          },
        },
      },
    },
  },
});

export const confirmSignUpState = authSetup.createStateConfig({
  initial: 'entering',
  states: {
    entering: {
      on: {
        'auth.confirm': [
          refusedForm(confirmSignUpErrors),
          {
            guard: { type: 'hasEmail', params: ({ context }) => ({ email: context.email }) },
            target: 'confirming',
            actions: 'clearError',
          },
          {
            // spec §5: no e-mail in the state or the address.
            target: '#auth.signIn',
            actions: [
              'clearError',
              { type: 'notify', params: { kind: 'usernameNotFound' } },
              toLogin,
            ],
          },
        ],
        'auth.resendCode': [
          {
            guard: { type: 'hasEmail', params: ({ context }) => ({ email: context.email }) },
            target: 'resending',
          },
          {
            target: '#auth.signIn',
            actions: [
              'clearError',
              { type: 'notify', params: { kind: 'usernameNotFound' } },
              toLogin,
            ],
          },
        ],
      },
    },
    confirming: {
      tags: 'busy',
      invoke: {
        id: 'confirmSignUp',
        src: 'confirmSignUp',
        input: ({ context, event }) => {
          assertEvent(event, 'auth.confirm');
          return { email: context.email ?? '', code: stripSpaces(event.code) };
        },
        onDone: {
          target: '#auth.signIn',
          actions: [{ type: 'notify', params: { kind: 'signUpCompleted' } }, toLogin],
        },
        onError: {
          target: 'entering',
          actions: {
            type: 'notify',
            params: ({ event }) => ({
              kind: 'codeValidationError',
              failure: identityFailure(event.error),
            }),
          },
        },
      },
    },
    resending: {
      tags: 'busy',
      invoke: {
        id: 'resendSignUpCode',
        src: 'resendSignUpCode',
        input: ({ context }) => ({ email: context.email ?? '' }),
        onDone: {
          target: 'entering',
          actions: { type: 'notify', params: { kind: 'codeResent' } },
        },
        onError: {
          target: 'entering',
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
