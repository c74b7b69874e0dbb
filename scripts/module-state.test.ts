// No state lives at module level in src/ (issue #10): the session, the flows and their data
// belong to the actor tree, so a test, a second tab or a logout never meets a leftover.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findModuleState, findModuleStateIn } from './module-state';

const ROOT = path.resolve(import.meta.dirname, '..');

// Shims that patch the browser's global scope for a library are not the app's state.
const ENVIRONMENT_SHIMS = new Set(['src/features/auth/node-global.ts']);

describe('the module-state finder', () => {
  it('reports a top-level let and var', () => {
    const found = findModuleState('probe.ts', 'let store;\nvar count = 0;\nexport const x = 1;\n');
    expect(found.map((state) => [state.name, state.line])).toEqual([
      ['store', 1],
      ['count', 2],
    ]);
  });

  it('reports a top-level collection or object the module changes', () => {
    const text = [
      'const cache = new Map();',
      'const queue = [];',
      'const flags = { on: false };',
      'const seen = new Set();',
      'export function remember(k, v) { cache.set(k, v); queue.push(k); }',
      'export function turnOn() { flags.on = true; }',
      'export function forget(k) { delete seen[k]; }',
    ].join('\n');
    expect(findModuleState('probe.ts', text).map((state) => state.name)).toEqual([
      'cache',
      'queue',
      'flags',
      'seen',
    ]);
  });

  it('leaves read-only lookups and function-local state alone', () => {
    const text = [
      'const BY_CODE = new Map([["NZ", 1]]);',
      'const SCREENS = new Set(["login"]);',
      'export function lookup(code) { return BY_CODE.get(code) ?? SCREENS.has(code); }',
      'export function local() { let n = 0; const list = []; list.push(n); n += 1; return list; }',
    ].join('\n');
    expect(findModuleState('probe.ts', text)).toEqual([]);
  });
});

describe.each(['core', 'src'])('%s/', (dir) => {
  it('keeps no mutable state at module level', () => {
    const states = findModuleStateIn(path.join(ROOT, dir)).filter(
      (state) => !ENVIRONMENT_SHIMS.has(state.file),
    );
    expect(states).toEqual([]);
  });
});
