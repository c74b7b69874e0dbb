// The app's one auth actor: the auth statechart with its effects supplied. Screens, route guards and
// the later home/profile screens all read this actor; nothing else knows who is signed in.
import { type Actor, createActor, fromPromise, type SnapshotFrom, waitFor } from 'xstate';
import type { FlowLogic } from '../../chart-shared/flow-charts';
import type { FlowName, FlowRequest } from '../../chart-shared/flow-request';
import type { ScreenRequest } from '../../chart-shared/screen-name';
import { SESSION_SYSTEM_ID } from '../../chart-shared/session-events';
import { type AuthMachine, createAuthMachine } from './chart/auth-machine';
import { authActors, type IdentityService, type SessionApi } from './chart/auth-services';
import type { AuthAlert, AuthNavigation, AuthState } from './chart/auth-types';
import {
  forgetLastKnownCustomer,
  lastKnownCustomer,
  rememberCustomer,
} from './last-known-customer';
import { forgetLastKnownProfile, lastKnownProfile, rememberProfile } from './last-known-profile';

export type AuthActor = Actor<AuthMachine>;
export type AuthSnapshot = SnapshotFrom<AuthMachine>;

/** What the machine asks the app to do: move the router, show an alert, log a failure. */
export interface AuthEffects {
  navigate(to: AuthNavigation): void;
  /** A flow's request for a signed-in screen by name. */
  showScreen(request: ScreenRequest): void;
  notify(alert: AuthAlert): void;
  logError(error: unknown): void;
}

/**
 * The loader of the session's flows, resolving to the named chart with its effects supplied;
 * without it the session keeps its loud placeholder.
 */
export interface SessionFlows {
  loadFlow?: (name: FlowName) => Promise<FlowLogic>;
}

/**
 * Not started: the caller starts it once whatever `navigate` drives exists. A caller that splits
 * the app's start into short tasks passes the chart it built in a task before.
 */
export function createAuthActor(
  identity: IdentityService,
  api: SessionApi,
  effects: AuthEffects,
  flows: SessionFlows = {},
  chart: AuthMachine = createAuthMachine(),
): AuthActor {
  const { loadFlow } = flows;
  const machine = chart.provide({
    actors: {
      ...authActors(identity, api, {
        recall: async (sub) => lastKnownCustomer(sub),
        recallProfile: async (sub) => lastKnownProfile(sub),
      }),
      ...(loadFlow && {
        // The session loads a flow only once `session.show` has set its request.
        loadFlow: fromPromise<FlowLogic, FlowRequest | null>(({ input }) =>
          loadFlow((input as FlowRequest).name),
        ),
      }),
    },
    actions: {
      navigate: (_, to) => effects.navigate(to),
      showScreen: (_, request) => effects.showScreen(request),
      notify: (_, alert) => effects.notify(alert),
      logError: (_, { error }) => effects.logError(error),
      rememberCustomer: (_, { sub, customer }) => rememberCustomer(sub, customer),
      forgetCustomer: () => forgetLastKnownCustomer(),
      rememberProfile: (_, { sub, profile }) => rememberProfile(sub, profile),
      forgetProfile: () => forgetLastKnownProfile(),
    },
  });
  // The flows' charts address the session by this id, however deep they run.
  return createActor(machine, { systemId: SESSION_SYSTEM_ID });
}

export function isSignedIn(snapshot: AuthSnapshot): boolean {
  return snapshot.matches('signedIn');
}

/** spec §3 authState: the machine's top-level state. */
export function authStateOf(snapshot: AuthSnapshot): AuthState {
  const { value } = snapshot;
  return (typeof value === 'string' ? value : Object.keys(value)[0]) as AuthState;
}

/** Settles once the app-start check has answered (spec §3 isLoginCheckComplete). */
export function loginChecked(actor: AuthActor): Promise<AuthSnapshot> {
  return waitFor(actor, (snapshot) => snapshot.context.isLoginCheckComplete);
}

/** The registration (its walletId) the address of the flow shown names, null for none. */
export function selectedRegistrationId(snapshot: AuthSnapshot): string | null {
  const request = snapshot.context.flowRequest;
  return request && 'registration' in request ? request.registration : null;
}
