// How a flow's chart moves on: it names the next screen to its parent (the session, or a page
// chart that passes it up), whose router turns the name into an address. No chart holds a path.
import { type EventObject, type MachineContext, sendParent } from 'xstate';
import type { ScreenRequest } from './screen-name';

export type SessionNavigate = { type: 'session.navigate' } & ScreenRequest;

/** The chart's `navigate` action, typed for its context, its events and the screens it names. */
export function navigateSession<
  Context extends MachineContext,
  Event extends EventObject,
  Request extends ScreenRequest = ScreenRequest,
>() {
  return sendParent<Context, Event, Request, SessionNavigate, Event>((_, params) => ({
    type: 'session.navigate',
    ...params,
  }));
}
