// A first screen's code in one wave of requests. On a slow network every round trip costs seconds
// (DESIGN.md §7), so the code a first screen needs beyond the entry should neither arrive in
// waves (entry, then the screen, then what the screen imports) nor in dozens of small chunks
// that queue on the browser's six connections ahead of the screen's API calls. This plugin
// - gathers each named screen's own code (its modules' static imports, minus the entry's) into
//   one chunk: `screen.chunk(name)` is a code-splitting group test;
// - writes dist/first-screens.json: per screen, the scripts and styles its modules need beyond
//   the entry, which the server announces in index.html for the addresses that open on that
//   screen (server/plugins/first-screen-preloads.ts), so they load beside the entry.
import path from 'node:path';
import type { OutputBundle, OutputChunk, PluginContext } from 'rolldown';
import type { Plugin } from 'vite';
import type { ScreenFiles } from '../../server/plugins/first-screen-preloads';

export const FIRST_SCREENS_FILE = 'first-screens.json';

/**
 * Per screen, as paths from the project root: the modules it needs first (`preload`), and those
 * whose own code is cut into the screen's chunk (`chunk`; a shared library such as the HTTP or
 * identity client keeps its chunk, which other screens use without this one).
 */
export type ScreenModules<Screen extends string> = Record<
  Screen,
  { preload: string[]; chunk: string[] }
>;

export interface FirstScreensPlugin<Screen extends string> extends Plugin {
  /** A code-splitting group test capturing the named screen's own modules. */
  chunk(screen: Screen): (id: string) => boolean;
}

export function firstScreensPlugin<Screen extends string>(
  screens: ScreenModules<Screen>,
  root: string = process.cwd(),
): FirstScreensPlugin<Screen> {
  const absolute = (module: string) => path.resolve(root, module);
  // Filled at the end of each build, read when the chunks are cut (after it).
  const owned = new Map<Screen, Set<string>>();
  return {
    name: 'tapwallet:first-screens',
    apply: 'build',
    chunk: (screen) => (id) => owned.get(screen)?.has(id) ?? false,
    buildEnd() {
      const context = this as unknown as PluginContext;
      const initial = staticClosure(context, entryModules(context));
      for (const screen of Object.keys(screens) as Screen[]) {
        const modules = staticClosure(context, screens[screen].chunk.map(absolute));
        owned.set(screen, new Set([...modules].filter((id) => !initial.has(id))));
      }
    },
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find(
        (file): file is OutputChunk => file.type === 'chunk' && file.isEntry,
      );
      if (!entry) return;
      const loaded = new Set([entry.fileName, ...chunkClosure(bundle, [entry.fileName])]);
      const manifest: Record<string, ScreenFiles> = {};
      for (const screen of Object.keys(screens) as Screen[]) {
        const starts = screens[screen].preload.map((module) => chunkOf(bundle, absolute(module)));
        const files = [...chunkClosure(bundle, starts)].filter((file) => !loaded.has(file));
        manifest[screen] = {
          scripts: files.map((file) => `/${file}`),
          styles: [...stylesOf(bundle, files)].map((file) => `/${file}`),
        };
      }
      this.emitFile({
        type: 'asset',
        fileName: FIRST_SCREENS_FILE,
        source: `${JSON.stringify(manifest, null, 2)}\n`,
      });
    },
  };
}

function entryModules(context: PluginContext): string[] {
  return [...context.getModuleIds()].filter((id) => context.getModuleInfo(id)?.isEntry);
}

/** The modules `starts` import statically, themselves included. */
function staticClosure(context: PluginContext, starts: string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...starts];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    const info = context.getModuleInfo(id);
    if (!info) throw new Error(`first screens: no module ${id}`);
    seen.add(id);
    pending.push(...info.importedIds);
  }
  return seen;
}

function chunkOf(bundle: OutputBundle, moduleId: string): string {
  const chunk = Object.values(bundle).find(
    (file): file is OutputChunk => file.type === 'chunk' && file.moduleIds.includes(moduleId),
  );
  if (!chunk) throw new Error(`first screens: ${moduleId} is in no chunk`);
  return chunk.fileName;
}

/** The chunks `starts` name and every chunk they import statically. */
function chunkClosure(bundle: OutputBundle, starts: string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...starts];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    const chunk = bundle[file];
    if (seen.has(file) || chunk?.type !== 'chunk') continue;
    seen.add(file);
    pending.push(...chunk.imports);
  }
  return seen;
}

function stylesOf(bundle: OutputBundle, files: string[]): Set<string> {
  const styles = new Set<string>();
  for (const file of files) {
    const chunk = bundle[file] as OutputChunk & { viteMetadata?: { importedCss: Set<string> } };
    for (const style of chunk.viteMetadata?.importedCss ?? []) styles.add(style);
  }
  return styles;
}
