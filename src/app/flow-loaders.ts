// The session's flows load on first use, in one chunk, so the login page (which carries the
// session) does not carry them.
import type { AnyActorLogic } from 'xstate';
import type { FlowName } from '../chart-shared/flow-request';
import type { FlowParts } from './flow-parts';

export function loadFlow(name: FlowName, parts: FlowParts): Promise<AnyActorLogic> {
  return import('./flow-charts').then((module) => module.createFlow(name, parts));
}
