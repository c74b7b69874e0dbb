// How a flow's chart speaks to the session: events sent to the actor registered under the
// system id 'session', whatever the depth — the session's own flow, or the wallet and form charts
// a page chart runs. (Sending to the parent would make every page chart relay its children's
// events as transitions of its own.) The session's router turns a screen name into an address,
// so no chart holds a path. A chart run with no session (a unit test, a path search) fails
// loudly: its tests supply these actions or run it under a stand-in session.
import { type AnyActorRef, type EventObject, type MachineContext, sendTo } from 'xstate';
import type { ScreenRequest } from './screen-name';

/** The session actor's system id (src/features/auth/auth-actor.ts registers it). */
export const SESSION_SYSTEM_ID = 'session';

function sessionOf(system: AnyActorRef['system']): AnyActorRef {
  const session = system.get(SESSION_SYSTEM_ID);
  if (!session) throw new Error('No session runs this chart');
  return session;
}

/** The chart's `navigate` action, typed for its context, its events and the screens it names. */
export function navigateSession<
  Context extends MachineContext,
  Event extends EventObject,
  Request extends ScreenRequest = ScreenRequest,
>() {
  return sendTo<Context, Event, Request, AnyActorRef, Event>(
    ({ system }) => sessionOf(system),
    (_: unknown, params: Request) => ({ type: 'session.navigate', ...params }),
  );
}

/** An action telling the session `event` (built from the action's params). */
export function tellSession<
  Context extends MachineContext,
  Event extends EventObject,
  Params extends Record<string, unknown> | undefined = undefined,
>(event: (params: Params) => EventObject) {
  return sendTo<Context, Event, Params, AnyActorRef, Event>(
    ({ system }) => sessionOf(system),
    (_: unknown, params: Params) => event(params),
  );
}
