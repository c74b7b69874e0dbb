// The signed-in session: the post-login calls (spec §4, §7), the customer's registrations and
// the profile with their offline copies, the saved profile and the flow the address shows (its
// request names the selected registration), run as a child actor (region flow).
import { assign, enqueueActions, raise, sendTo, stopChild } from 'xstate';
import { failureMessage } from '../../../chart-shared/failure-message';
import { authSetup, flowInputOf, profileLoginRequest, runningFlow, toLogin } from './auth-setup';

export const sessionState = authSetup.createStateConfig({
  type: 'parallel',
  on: {
    // spec §4: logout clears the state and shows the sign-in screen at once. Every flow is
    // part of this session, so none is left to alert after it.
    'auth.logout': {
      target: '#auth.signIn.signingOut',
      actions: ['clearSession', 'forgetCustomer', 'forgetProfile', toLogin],
    },
    'session.profile.saved': {
      actions: [
        assign({ profile: ({ event }) => event.profile }),
        {
          type: 'rememberProfile',
          params: ({ context, event }) => ({
            sub: context.authData?.sub ?? '',
            profile: event.profile,
          }),
        },
      ],
    },
    'session.navigate': {
      actions: {
        type: 'showScreen',
        params: ({ event }) => ({ screen: event.screen, registration: event.registration }),
      },
    },
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
              actions: [
                assign({ profile: ({ event }) => event.output, profileError: null }),
                {
                  type: 'rememberProfile',
                  params: ({ context, event }) => ({
                    sub: context.authData?.sub ?? '',
                    profile: event.output,
                  }),
                },
              ],
            },
            onError: {
              target: 'failed',
              actions: assign({ profileError: ({ event }) => failureMessage(event.error) }),
            },
          },
        },
        ready: {},
        failed: {
          // The check failed (offline at the start): a visit to Home or a Refresh, which fetch
          // the customer again, check the profile again too.
          on: { 'auth.customer.refresh': { target: 'checking' } },
          invoke: {
            id: 'recallProfile',
            src: 'recallProfile',
            input: ({ context }) => ({ sub: context.authData?.sub ?? '' }),
            // The copy keeps no e-mail (the sign-in name); the identity token has it.
            onDone: {
              actions: [
                assign({
                  lastKnownProfile: ({ context, event }) =>
                    event.output && { ...event.output, email: context.authData?.email ?? '' },
                }),
                enqueueActions(({ context, enqueue }) => {
                  const profile = context.lastKnownProfile;
                  if (profile) enqueue(raise({ type: 'session.profile.recalled', profile }));
                }),
              ],
            },
          },
        },
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
                raise(({ event }) => ({ type: 'session.customer.loaded', customer: event.output })),
              ],
            },
            onError: {
              target: 'failed',
              actions: [
                assign({ customerError: ({ event }) => failureMessage(event.error) }),
                raise(({ event }) => ({
                  type: 'session.customer.failed',
                  error: failureMessage(event.error),
                })),
              ],
            },
          },
          // No change comes while the list is being fetched: a flow runs only once the list has
          // answered, and a claim, the one change, keeps its chart busy until the refetch answers
          // (a tag's claim leaves for Home at once).
        },
        ready: {
          on: {
            'auth.customer.refresh': { target: 'fetching' },
            'session.customer.changed': { target: 'fetching' },
          },
        },
        failed: {
          on: {
            'auth.customer.refresh': { target: 'fetching' },
            'session.customer.changed': { target: 'fetching' },
          },
          invoke: {
            id: 'recallCustomer',
            src: 'recallCustomer',
            input: ({ context }) => ({ sub: context.authData?.sub ?? '' }),
            onDone: { actions: assign({ lastKnownCustomer: ({ event }) => event.output }) },
          },
        },
      },
    },
    flow: {
      initial: 'none',
      // Entering the shown state (again) starts the flow's chart afresh with what the address
      // says.
      on: {
        'session.show': [
          {
            // The address only dropped the payment provider's answer the wallet chart has taken.
            guard: 'isPaymentReturnTaken',
            actions: assign({ flowRequest: ({ event }) => event.flow }),
          },
          { target: '.shown', actions: assign({ flowRequest: ({ event }) => event.flow }) },
        ],
        'session.hide': { target: '.none', actions: assign({ flowRequest: null }) },
      },
      states: {
        none: {},
        shown: {
          initial: 'starting',
          states: {
            // A flow reads the profile (a prefilled form) and the registrations, so its chart
            // waits for both calls to answer.
            starting: { always: { guard: 'hasSessionLoaded', target: 'loading' } },
            loading: {
              invoke: {
                id: 'loadFlow',
                src: 'loadFlow',
                input: ({ context }) => context.flowRequest,
                onDone: {
                  target: 'running',
                  // The chart arrives with the event, so it is spawned rather than invoked; the
                  // exit of running stops it as leaving an invoking state would.
                  actions: assign({
                    flow: ({ context, event, spawn }) =>
                      spawn(event.output, { input: flowInputOf(context) }),
                  }),
                },
                onError: { target: 'unavailable' },
              },
            },
            // The chart's code could not be fetched (offline on a first visit): the screen
            // keeps its loader, and showing the page again retries.
            unavailable: {},
            running: {
              exit: [stopChild(({ context }) => runningFlow(context)), assign({ flow: null })],
              on: {
                // The wallet's Refresh came here first: its chart takes the fresh list and fetches
                // the wallet and refunds again (with no list, its own fetches tell if offline).
                'session.customer.loaded': [
                  {
                    guard: 'isWalletShown',
                    actions: sendTo(
                      ({ context }) => runningFlow(context),
                      ({ event }) => ({
                        type: 'wallet.refresh',
                        customer: event.customer,
                      }),
                    ),
                  },
                  {
                    guard: 'isRegistrationShown',
                    actions: sendTo(
                      ({ context }) => runningFlow(context),
                      ({ event }) => ({
                        type: 'registration.customer.loaded',
                        customer: event.customer,
                      }),
                    ),
                  },
                ],
                // The profile page opened before the kept copy was read starts again with it.
                'session.profile.recalled': { guard: 'isProfileShown', target: 'starting' },
                'session.customer.failed': [
                  {
                    guard: 'isWalletShown',
                    actions: sendTo(({ context }) => runningFlow(context), {
                      type: 'wallet.refresh',
                    }),
                  },
                  {
                    guard: 'isRegistrationShown',
                    actions: sendTo(
                      ({ context }) => runningFlow(context),
                      ({ event }) => ({
                        type: 'registration.customer.failed',
                        error: event.error,
                      }),
                    ),
                  },
                ],
              },
            },
          },
        },
      },
    },
  },
});
