import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { firstScreenPreloads } from './first-screen-preloads';

type Chunk = Rolldown.OutputChunk;

function chunk(fileName: string, fields: Partial<Chunk> & { css?: string[] } = {}): Chunk {
  const { css = [], ...rest } = fields;
  return {
    type: 'chunk',
    fileName,
    isEntry: false,
    imports: [],
    moduleIds: [],
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
    ...rest,
  } as unknown as Chunk;
}

function bundleOf(...chunks: Chunk[]): Rolldown.OutputBundle {
  return Object.fromEntries(chunks.map((item) => [item.fileName, item]));
}

const bundle = bundleOf(
  chunk('assets/index-1.js', {
    isEntry: true,
    imports: ['assets/runtime-1.js'],
    moduleIds: ['/repo/index.html', '/repo/src/main.tsx'],
    css: ['assets/index-1.css'],
  }),
  chunk('assets/runtime-1.js'),
  chunk('assets/signed-in-1.js', {
    imports: ['assets/index-1.js', 'assets/runtime-1.js', 'assets/shared-1.js'],
    moduleIds: ['/repo/src/features/home/home-screen.tsx', '/repo/src/api/api-clients.ts'],
    css: ['assets/signed-in-1.css'],
  }),
  chunk('assets/shared-1.js', {
    moduleIds: ['/repo/core/domain/money.ts'],
    css: ['assets/index-1.css'],
  }),
  chunk('assets/identity-1.js', {
    imports: ['assets/shared-1.js'],
    moduleIds: ['/repo/src/identity/cognito-identity.ts'],
  }),
  chunk('assets/wallet-1.js', { moduleIds: ['/repo/src/features/wallet/wallet-screen.tsx'] }),
  chunk('assets/early-1.js', {
    isEntry: true,
    name: 'early-call',
    dynamicImports: [],
    moduleIds: ['/repo/src/early/early-customer-call.ts'],
  }),
);

describe("a first screen's preloads", () => {
  it("are the chunks holding its modules and all they import, with their style sheets, less the entry's", () => {
    expect(
      firstScreenPreloads(bundle, {
        '/home': ['src/features/home/home-screen.tsx', 'src/identity/cognito-identity.ts'],
      }),
    ).toEqual({
      '/home': {
        scripts: ['/assets/identity-1.js', '/assets/shared-1.js', '/assets/signed-in-1.js'],
        styles: ['/assets/signed-in-1.css'],
      },
    });
  });

  it('name a chunk once however many of its modules the screen lists', () => {
    const { '/home': home } = firstScreenPreloads(bundle, {
      '/home': ['src/features/home/home-screen.tsx', 'src/api/api-clients.ts'],
    });
    expect(home?.scripts).toEqual(['/assets/shared-1.js', '/assets/signed-in-1.js']);
  });

  it('fail the build when a listed module is in no chunk, rather than preload nothing', () => {
    expect(() => firstScreenPreloads(bundle, { '/home': ['src/features/home/gone.tsx'] })).toThrow(
      'first screen of /home: no chunk holds src/features/home/gone.tsx',
    );
  });

  it('match a module by its whole path, not a longer name ending the same way', () => {
    expect(() => firstScreenPreloads(bundle, { '/home': ['home/home-screen.tsx'] })).not.toThrow();
    expect(() => firstScreenPreloads(bundle, { '/home': ['me-screen.tsx'] })).toThrow();
  });

  it("name the early script of an address by its entry's file, which must import nothing", () => {
    const home = { '/home': ['src/features/home/home-screen.tsx'] };
    expect(firstScreenPreloads(bundle, home, { '/home': 'early-call' })['/home']?.early).toBe(
      '/assets/early-1.js',
    );
    expect(() => firstScreenPreloads(bundle, home, { '/home': 'gone' })).toThrow(
      'first screen of /home: no entry named gone',
    );
    const importing = bundleOf(
      ...Object.values(bundle).filter(
        (item): item is Chunk => item.type === 'chunk' && item.fileName !== 'assets/early-1.js',
      ),
      chunk('assets/early-1.js', {
        isEntry: true,
        name: 'early-call',
        imports: ['assets/index-1.js'],
        dynamicImports: [],
      }),
    );
    expect(() => firstScreenPreloads(importing, home, { '/home': 'early-call' })).toThrow(
      'first screen of /home: early-call imports assets/index-1.js',
    );
  });
});
