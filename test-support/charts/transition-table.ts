// The oracle of a statechart: its transitions as a sorted, readable table, checked in next to the
// machine (src/features/<flow>/chart/<flow>.transitions.md) and compared with the machine on every test run.
// The table is written only on purpose (`npm run qa -- accept <machine>`), so a change to the
// machine that drops, adds or retargets a transition fails until someone reviews the new table.
// The file also holds minimum counts of states and generated paths, so an emptied machine or a
// model that stopped reaching part of the chart fails even if the table were edited to match.
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

export interface TransitionRow {
  source: string;
  event: string;
  /** Where a guarded candidate stands among those of its source and event (the first true wins). */
  order: string;
  guard: string;
  target: string;
}

export interface Minimums {
  states: number;
  paths: number;
}

const HEADER = '| Source | Event | Order | Guard | Target |';
const RULE = '| --- | --- | --- | --- | --- |';
const MINIMUMS = /^At least (\d+) states and (\d+) generated paths\.$/m;

function stateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => stateNodes(child))];
}

function guardName(t: AnyTransitionDefinition): string {
  const guard = t.guard as unknown;
  if (!guard) return '-';
  if (typeof guard === 'string') return guard;
  if (typeof guard !== 'object' || !('type' in guard)) return 'inline guard';
  // Static params tell apart guards of one name (isRequestedScreen of signUp, of newPassword…).
  const params = 'params' in guard ? guard.params : undefined;
  if (params === undefined) return String(guard.type);
  return `${String(guard.type)} ${typeof params === 'function' ? '(params from event)' : JSON.stringify(params)}`;
}

function row(t: AnyTransitionDefinition, index: number, of: number): TransitionRow {
  return {
    source: t.source.id,
    event: t.eventType === '' ? '(always)' : String(t.eventType),
    order: of > 1 ? `${index + 1} of ${of}` : '',
    guard: guardName(t),
    target: t.target?.map((node: AnyStateNode) => node.id).join(', ') ?? '(no target)',
  };
}

const rowText = (r: TransitionRow) =>
  `| ${r.source} | ${r.event} | ${r.order} | ${r.guard} | ${r.target} |`.replace('|  |', '| |');

const byPosition = (a: TransitionRow, b: TransitionRow) =>
  a.source.localeCompare(b.source) ||
  a.event.localeCompare(b.event) ||
  Number.parseInt(a.order || '0', 10) - Number.parseInt(b.order || '0', 10);

/** Every transition the machine declares, event-driven and eventless, by source and event. */
export function transitionRows(machine: AnyStateMachine): TransitionRow[] {
  const rows: TransitionRow[] = [];
  for (const node of stateNodes(machine.root)) {
    for (const list of [...node.transitions.values(), node.always ?? []]) {
      list.forEach((t, index) => {
        rows.push(row(t, index, list.length));
      });
    }
  }
  return rows.sort(byPosition);
}

/** States of the chart, the root included. */
export function stateCount(machine: AnyStateMachine): number {
  return stateNodes(machine.root).length;
}

export function renderTransitionTable(
  name: string,
  machine: AnyStateMachine,
  minimums: Minimums,
): string {
  const rows = transitionRows(machine).map(rowText);
  return [
    `# ${name}: expected transitions`,
    '',
    'Checked by scripts/qa/oracle.test.ts against the machine; CI never rewrites this file.',
    `After a reviewed change to the machine: \`npm run qa -- accept ${name}\`.`,
    '',
    `At least ${minimums.states} states and ${minimums.paths} generated paths.`,
    '',
    `${rows.length} transitions:`,
    '',
    HEADER,
    RULE,
    ...rows,
    '',
  ].join('\n');
}

export function readMinimums(table: string): Minimums | null {
  const match = MINIMUMS.exec(table);
  return match ? { states: Number(match[1]), paths: Number(match[2]) } : null;
}

function tableLines(text: string): string[] {
  return text.split('\n').filter((line) => line.startsWith('| ') && line !== HEADER);
}

/**
 * What differs between the checked-in table and the machine, one readable line each:
 * `missing` rows the file expects and the machine lacks, `unexpected` rows the other way round,
 * and any count under its minimum. Empty when they agree.
 */
export function tableDifferences(
  table: string,
  machine: AnyStateMachine,
  pathCount: number,
): string[] {
  const minimums = readMinimums(table);
  if (!minimums) return ['the table has no "At least … states and … generated paths." line'];
  const expected = tableLines(table).filter((line) => line !== RULE);
  const actual = transitionRows(machine).map(rowText);
  const problems = [
    ...expected.filter((line) => !actual.includes(line)).map((line) => `missing    ${line}`),
    ...actual.filter((line) => !expected.includes(line)).map((line) => `unexpected ${line}`),
  ];
  const states = stateCount(machine);
  if (states < minimums.states) problems.push(`${states} states, at least ${minimums.states}`);
  if (pathCount < minimums.paths) problems.push(`${pathCount} paths, at least ${minimums.paths}`);
  return problems;
}
