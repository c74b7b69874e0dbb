// Every machine against its checked-in oracle (src/features/<m>/chart/<m>.transitions.md). Only a person
// rewrites an oracle (`npm run qa -- accept <m>`), so a change to a machine cannot pass by also
// changing what the test expects of it.
import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { topUpMachine } from '../../src/features/top-up/chart/top-up-machine';
import { topUpModel } from '../../src/features/top-up/chart/top-up-model';
import { modelPaths } from '../../test-support/charts/model-paths';
import { tableDifferences } from '../../test-support/charts/transition-table';
import { chartFolder, oracleFile, QA_MACHINES } from './machines';
import { readOracle } from './oracle';

// Stryker (vitest.mutation.config.ts) checks one chart folder at a time: only that folder's
// oracles can kill its mutants, and the others would only slow down every mutant's run.
const mutatedFolder = process.env.MUTATION_TESTS;
const checked = QA_MACHINES.filter((qa) => !mutatedFolder || mutatedFolder === chartFolder(qa));

describe('machines match their checked-in transition tables', () => {
  for (const qa of checked) {
    it(`${qa.name} matches ${oracleFile(qa.name)}`, async () => {
      const table = readOracle(qa.name);
      expect(table, `no oracle: npm run qa -- accept ${qa.name}, then review it`).not.toBeNull();
      const model = await qa.load();
      expect(tableDifferences(table ?? '', model.machine, modelPaths(model).length)).toEqual([]);
    });
  }
});

describe('the top-up oracle refuses a broken top-up machine', () => {
  const table = readOracle('top-up') ?? '';
  const { config } = topUpMachine;
  const states = config.states ?? {};
  const broken = (changed: Record<string, unknown>) =>
    createMachine({ ...config, states: { ...states, ...changed } } as never);
  const paths = modelPaths(topUpModel).length;

  it('an empty machine', () => {
    expect(tableDifferences(table, createMachine({}), 0)).toEqual(
      expect.arrayContaining(['1 states, at least 8', '0 paths, at least 39']),
    );
  });

  it('a removed transition', () => {
    const { 'topUp.custom': _, ...on } = states.form?.on ?? {};
    expect(tableDifferences(table, broken({ form: { ...states.form, on } }), paths)).toEqual([
      'missing    | topUp.form | topUp.custom | | - | topUp.form.editing |',
    ]);
  });

  it('a retargeted transition', () => {
    const invoke = { ...states.requesting?.invoke, onError: { target: 'form.editing' } };
    expect(
      tableDifferences(table, broken({ requesting: { ...states.requesting, invoke } }), paths),
    ).toEqual([
      'missing    | topUp.requesting | xstate.error.actor.requestPurchase | | - | topUp.form.failed |',
      'unexpected | topUp.requesting | xstate.error.actor.requestPurchase | | - | topUp.form.editing |',
    ]);
  });

  it('guarded candidates swapped', () => {
    const [first, last] = (states.opening?.always ?? []) as unknown[];
    const always = [last, first];
    expect(tableDifferences(table, broken({ opening: { always } }), paths)).toEqual([
      'missing    | topUp.opening | (always) | 1 of 2 | isBeforeEvent | topUp.form |',
      'missing    | topUp.opening | (always) | 2 of 2 | - | topUp.closed |',
      'unexpected | topUp.opening | (always) | 1 of 2 | - | topUp.closed |',
      'unexpected | topUp.opening | (always) | 2 of 2 | isBeforeEvent | topUp.form |',
    ]);
  });
});
