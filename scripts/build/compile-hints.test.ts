import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, withCompileHint } from './compile-hints';

function chunk(name: string, code: string): Rolldown.OutputChunk {
  return { type: 'chunk', name, code } as unknown as Rolldown.OutputChunk;
}

describe('compile hints', () => {
  it('put the magic comment first in the named chunks, once', () => {
    const hinted = withCompileHint(chunk('index', 'const a=1;'), ['index', 'signed-in']);
    expect(hinted).toBe(`${COMPILE_HINT}const a=1;`);
    expect(hinted.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(withCompileHint(chunk('index', hinted), ['index'])).toBe(hinted);
  });

  it('leave every other chunk as it is', () => {
    expect(withCompileHint(chunk('wallet-screen', 'const a=1;'), ['index'])).toBe('const a=1;');
  });
});
