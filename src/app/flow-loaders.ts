// The session's flows load on first use, in one chunk, so the login page (which carries the
// session) does not carry them.
import type { FlowLogic } from '../chart-shared/flow-charts';
import type { FlowName } from '../chart-shared/flow-request';
import type { FlowParts } from './flow-parts';

export function loadFlow(name: FlowName, parts: FlowParts): Promise<FlowLogic> {
  return import('./flow-charts').then((module) => module.createFlow(name, parts));
}
