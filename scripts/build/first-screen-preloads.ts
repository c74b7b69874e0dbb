import type { Plugin, Rolldown } from 'vite';
import {
  FIRST_SCREENS_FILE,
  type FirstScreens,
} from '../../server/plugins/first-screen-preloads.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

// A cold first screen on a slow network pays a round trip for every wave of scripts (issue #27):
// the entry, then what it imports lazily, then what that imports. The server sends, with the
// page of a first screen, a preload of every script and style sheet the screen will import, so
// they all come with the entry in one wave (server/plugins/first-screen-preloads.ts reads the list).

/** Per address, the source modules (paths from the project root) its first screen imports. */
export type FirstScreenModules = Record<string, readonly string[]>;

function chunksOf(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
}

/** The chunk and every chunk it imports statically, by file name. */
function staticClosure(start: OutputChunk, byFile: Map<string, OutputChunk>): OutputChunk[] {
  const seen = new Map<string, OutputChunk>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) visit(imported);
    }
  };
  visit(start);
  return [...seen.values()];
}

function stylesOf(chunk: OutputChunk): string[] {
  return [...(chunk.viteMetadata?.importedCss ?? [])];
}

/** Per address, the name of the entry (build input) that sends its first call early. */
export type EarlyEntries = Record<string, string>;

/** The early entry's file; it must import nothing, or it would wait for the app's own chunks. */
function earlyScript(chunks: OutputChunk[], address: string, name: string): string {
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.name === name);
  if (!entry) throw new Error(`first screen of ${address}: no entry named ${name}`);
  if (entry.imports.length > 0 || entry.dynamicImports.length > 0) {
    throw new Error(`first screen of ${address}: ${name} imports ${entry.imports.join(', ')}`);
  }
  return `/${entry.fileName}`;
}

/** Each address's preloads, leaving out what the entry already loads. */
export function firstScreenPreloads(
  bundle: OutputBundle,
  screens: FirstScreenModules,
  earlyEntries: EarlyEntries = {},
): FirstScreens {
  const chunks = chunksOf(bundle);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entries = chunks.filter((chunk) => chunk.isEntry);
  const loadedByEntry = new Set(
    entries
      .flatMap((entry) => staticClosure(entry, byFile))
      .flatMap((chunk) => [chunk.fileName, ...stylesOf(chunk)]),
  );
  const preloads: FirstScreens = {};
  for (const [address, modules] of Object.entries(screens)) {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    for (const module of modules) {
      const holder = chunks.find((chunk) =>
        chunk.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(`/${module}`)),
      );
      if (!holder) throw new Error(`first screen of ${address}: no chunk holds ${module}`);
      for (const chunk of staticClosure(holder, byFile)) {
        if (!loadedByEntry.has(chunk.fileName)) scripts.add(`/${chunk.fileName}`);
        for (const style of stylesOf(chunk)) if (!loadedByEntry.has(style)) styles.add(`/${style}`);
      }
    }
    const early = Object.hasOwn(earlyEntries, address) ? earlyEntries[address] : undefined;
    preloads[address] = {
      scripts: [...scripts].sort(),
      styles: [...styles].sort(),
      ...(early ? { early: earlyScript(chunks, address, early) } : {}),
    };
  }
  return preloads;
}

export function firstScreenPreloadsPlugin(
  screens: FirstScreenModules,
  earlyEntries: EarlyEntries = {},
): Plugin {
  return {
    name: 'tapwallet-first-screen-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      this.emitFile({
        type: 'asset',
        fileName: FIRST_SCREENS_FILE,
        source: `${JSON.stringify(firstScreenPreloads(bundle, screens, earlyEntries), null, 2)}\n`,
      });
    },
  };
}
