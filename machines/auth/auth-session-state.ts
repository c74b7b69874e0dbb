// The signed-in session: the post-login calls (spec §4, §7), the customer's registrations and
// their offline copy, the selected registration the address names and the saved profile.
import { assign } from 'xstate';
import { failureMessage } from '../shared/failure-message';
import { authSetup, profileLoginRequest, toLogin } from './auth-setup';

export const sessionState = authSetup.createStateConfig({
  type: 'parallel',
  on: {
    // spec §4: logout clears the state and shows the sign-in screen at once. Every flow is
    // part of this session, so none is left to alert after it.
    'auth.logout': {
      target: '#auth.signIn.signingOut',
      actions: ['clearSession', 'forgetCustomer', toLogin],
    },
    'session.select': { actions: assign({ selectedId: ({ event }) => event.registration }) },
    'session.profile.saved': { actions: assign({ profile: ({ event }) => event.profile }) },
  },
  states: {
    profile: {
      initial: 'checking',
      states: {
        checking: {
          invoke: {
            id: 'profileLogin',
            src: 'profileLogin',
            input: ({ context }) => profileLoginRequest(context.authData),
            onDone: {
              target: 'ready',
              actions: assign({ profile: ({ event }) => event.output, profileError: null }),
            },
            onError: {
              target: 'failed',
              actions: assign({ profileError: ({ event }) => failureMessage(event.error) }),
            },
          },
        },
        ready: {},
        failed: {},
      },
    },
    customer: {
      initial: 'fetching',
      states: {
        fetching: {
          invoke: {
            id: 'fetchCustomer',
            src: 'fetchCustomer',
            onDone: {
              target: 'ready',
              actions: [
                assign({ customer: ({ event }) => event.output, customerError: null }),
                {
                  type: 'rememberCustomer',
                  params: ({ context, event }) => ({
                    sub: context.authData?.sub ?? '',
                    customer: event.output,
                  }),
                },
              ],
            },
            onError: {
              target: 'failed',
              actions: assign({ customerError: ({ event }) => failureMessage(event.error) }),
            },
          },
        },
        ready: { on: { 'auth.customer.refresh': { target: 'fetching' } } },
        failed: {
          on: { 'auth.customer.refresh': { target: 'fetching' } },
          invoke: {
            id: 'recallCustomer',
            src: 'recallCustomer',
            input: ({ context }) => ({ sub: context.authData?.sub ?? '' }),
            onDone: { actions: assign({ lastKnownCustomer: ({ event }) => event.output }) },
          },
        },
      },
    },
  },
});
