import type { Plugin, Rolldown } from 'vite';

// V8 compiles most functions lazily, on their first call: on the main thread, while the first
// screen renders. For the scripts a first screen runs at once, the magic comment asks V8 to
// compile every function as the file streams in, on a background thread, while the page still
// waits for the network (https://v8.dev/blog/explicit-compile-hints, Chrome 136 and later; other
// engines read a comment). On a festival network this took /home's cards from 9.0 s to 8.3 s
// (issue #27).
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The chunk's code with the hint first, when it is one of `names` (the chunks' names). */
export function withCompileHint(chunk: Rolldown.OutputChunk, names: readonly string[]): string {
  if (!names.includes(chunk.name) || chunk.code.startsWith(COMPILE_HINT)) return chunk.code;
  return COMPILE_HINT + chunk.code;
}

/** Hints the named chunks (the entry's, and what the first screens preload). */
export function compileHintsPlugin(names: readonly string[]): Plugin {
  return {
    name: 'tapwallet:compile-hints',
    apply: 'build',
    // After Vite's own, which puts the map of lazy chunks' dependencies first.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk') file.code = withCompileHint(file, names);
        }
      },
    },
  };
}
