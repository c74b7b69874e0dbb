// The app-start check (spec §2, §3 isLoginCheckComplete): remembers the screen the address asks
// for, then shows it unless someone is signed in.
import { authSetup, toLogin } from './auth-setup';
import type { AuthUser } from './auth-types';

export const loadingState = authSetup.createStateConfig({
  initial: 'checking',
  // The asked-for screen matters only for this app start.
  exit: 'forgetRequestedScreen',
  on: {
    'auth.show.signIn': { actions: { type: 'rememberScreen', params: { screen: 'signIn' } } },
    'auth.show.signUp': { actions: { type: 'rememberScreen', params: { screen: 'signUp' } } },
    'auth.show.forgotPassword': {
      actions: { type: 'rememberScreen', params: { screen: 'forgotPassword' } },
    },
    'auth.show.newPassword': {
      actions: { type: 'rememberScreen', params: { screen: 'newPassword' } },
    },
    'auth.show.confirmSignUp': {
      actions: [
        { type: 'rememberScreen', params: { screen: 'confirmSignUp' } },
        { type: 'rememberEmail', params: ({ event }) => ({ email: event.email }) },
      ],
    },
    'auth.hosted.completed': { target: '#auth.signIn.hosted', actions: 'completeLoginCheck' },
    'auth.hosted.failed': {
      target: '#auth.signIn',
      actions: [
        'completeLoginCheck',
        { type: 'notify', params: { kind: 'socialLoginFailed' } },
        toLogin,
      ],
    },
  },
  states: {
    checking: {
      invoke: {
        id: 'checkSession',
        src: 'checkSession',
        onDone: [
          {
            guard: { type: 'hasUser', params: ({ event }) => ({ user: event.output }) },
            target: '#auth.signedIn',
            actions: {
              type: 'signInUser',
              params: ({ event }) => ({ user: event.output as AuthUser }),
            },
          },
          { target: 'choosingScreen', actions: 'completeLoginCheck' },
        ],
        onError: { target: 'choosingScreen', actions: 'completeLoginCheck' },
      },
    },
    // Transient: no one is signed in, so show the screen the address asked for.
    choosingScreen: {
      always: [
        {
          guard: { type: 'isRequestedScreen', params: { screen: 'signUp' } },
          target: '#auth.signUp',
        },
        {
          guard: { type: 'isRequestedScreen', params: { screen: 'forgotPassword' } },
          target: '#auth.forgotPassword',
        },
        {
          guard: { type: 'isRequestedScreen', params: { screen: 'newPassword' } },
          target: '#auth.newPassword',
        },
        {
          guard: { type: 'isRequestedScreen', params: { screen: 'confirmSignUp' } },
          target: '#auth.confirmSignUp',
        },
        { target: '#auth.signIn' },
      ],
    },
  },
});
