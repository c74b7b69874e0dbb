// spec §2 Login, the hosted (social) sign-in and signing out.
import { assertEvent } from 'xstate';
import { failureMessage } from '../../../chart-shared/failure-message';
import { signInErrors } from './auth-form-checks';
import { authSetup, refusedForm, signedInHome, toLogin } from './auth-setup';
import type { SignInResult } from './auth-types';

export const signInState = authSetup.createStateConfig({
  initial: 'idle',
  states: {
    idle: {
      on: {
        'auth.signIn': [
          refusedForm(signInErrors),
          {
            target: 'authenticating',
            actions: [
              'clearError',
              { type: 'rememberEmail', params: ({ event }) => ({ email: event.email }) },
            ],
          },
        ],
        'auth.hosted.start': { target: 'redirecting', actions: 'clearError' },
        'auth.hosted.completed': { target: 'hosted', actions: 'clearError' },
        'auth.hosted.failed': {
          actions: [{ type: 'notify', params: { kind: 'socialLoginFailed' } }, toLogin],
        },
      },
    },
    authenticating: {
      tags: 'busy',
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context, event }) => {
          assertEvent(event, 'auth.signIn');
          return { email: context.email ?? '', password: event.password };
        },
        onDone: [
          {
            guard: {
              type: 'isNewPasswordRequired',
              params: ({ event }) => ({ result: event.output }),
            },
            target: '#auth.newPassword',
            actions: { type: 'navigate', params: { to: '/newPassword' } },
          },
          {
            target: '#auth.signedIn',
            actions: [
              {
                type: 'signInUser',
                params: ({ event }) => ({
                  user: (event.output as Extract<SignInResult, { kind: 'signedIn' }>).user,
                }),
              },
              { type: 'navigate', params: { to: '/home' } },
            ],
          },
        ],
        onError: [
          {
            // spec §4: an unconfirmed user gets a fresh sign-up code and the confirm screen.
            guard: {
              type: 'isUserNotConfirmed',
              params: ({ event }) => ({ error: event.error }),
            },
            target: '#auth.confirmSignUp.resending',
            actions: {
              type: 'navigate',
              params: ({ context }) => ({
                to: '/confirmSignUp',
                search: { email: context.email ?? '' },
              }),
            },
          },
          {
            guard: {
              type: 'isPasswordResetRequired',
              params: ({ event }) => ({ error: event.error }),
            },
            target: '#auth.forgotPassword',
            actions: { type: 'navigate', params: { to: '/forgotPassword' } },
          },
          {
            target: 'idle',
            actions: {
              type: 'setError',
              params: ({ event }) => ({
                kind: 'signInFailed',
                message: failureMessage(event.error),
              }),
            },
          },
        ],
      },
    },
    redirecting: {
      tags: 'busy',
      invoke: {
        id: 'beginHostedSignIn',
        src: 'beginHostedSignIn',
        onError: {
          target: 'idle',
          actions: { type: 'notify', params: { kind: 'socialLoginFailed' } },
        },
      },
    },
    hosted: {
      tags: 'busy',
      invoke: {
        id: 'completeHostedSignIn',
        src: 'completeHostedSignIn',
        input: ({ event }) => {
          assertEvent(event, 'auth.hosted.completed');
          return { code: event.code, state: event.state };
        },
        onDone: signedInHome,
        onError: {
          target: 'idle',
          actions: [{ type: 'notify', params: { kind: 'socialLoginFailed' } }, toLogin],
        },
      },
    },
    signingOut: {
      tags: 'busy',
      invoke: {
        id: 'signOut',
        src: 'signOut',
        onDone: { target: 'idle' },
        // spec §4: a logout failure is only logged; the session is already cleared here.
        onError: {
          target: 'idle',
          actions: { type: 'logError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
