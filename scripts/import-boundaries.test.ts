// The import boundaries biome.json enforces (README "Layout"), shown on probe files: every import
// a rule must refuse is refused and every import it must allow is allowed. The probes live in a
// scratch copy of the layout so the repository's own tree is never touched.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const BIOME = path.join(ROOT, 'node_modules', '.bin', 'biome');

/** Each probe: a file, the specifiers it imports, and those the rule must refuse. */
const PROBES: { file: string; imports: string[]; refused: string[] }[] = [
  {
    file: 'machines/probe/probe-machine.ts',
    imports: [
      'xstate',
      'xstate/graph',
      './probe-types',
      '../shared/failure-message',
      '../../core/domain/money',
      '../../core/contracts/customer-contract',
      'react',
      'axios',
      '../../src/api/error-text',
      '../../src/wallet/alerts',
      '../../server/http-error',
      '../../vite.config',
    ],
    refused: [
      'react',
      'axios',
      '../../src/api/error-text',
      '../../src/wallet/alerts',
      '../../server/http-error',
      '../../vite.config',
    ],
  },
  {
    file: 'machines/probe/probe-machine.model.test.ts',
    imports: ['vitest', 'xstate', '../testing/model-paths', '@testing-library/react'],
    refused: ['@testing-library/react'],
  },
  {
    file: 'src/wallet/probe-screen.tsx',
    imports: [
      './wallet-view',
      '../../core/domain/money',
      '../../core/contracts/wallet-contract',
      '../api/wallet-api',
      '../app/use-app-context',
      '../ui/page-header',
      '../router/paths',
      '../config/load-config',
      '../identity/identity-adapter',
      '../../machines/wallet/wallet-machine',
      '@mantine/core',
      '../refund/refund-page',
      '../top-up/top-up-form',
      '../auth/auth-actor',
      '../test/fake-identity',
    ],
    refused: [
      '../refund/refund-page',
      '../top-up/top-up-form',
      '../auth/auth-actor',
      '../test/fake-identity',
    ],
  },
  {
    file: 'core/domain/probe-rule.ts',
    imports: [
      './money',
      'dayjs',
      '../contracts/customer-contract',
      'typebox',
      'react',
      '../../src/api/error-text',
      '../../machines/wallet/wallet-machine',
      '../../server/http-error',
    ],
    refused: [
      '../contracts/customer-contract',
      'typebox',
      'react',
      '../../src/api/error-text',
      '../../machines/wallet/wallet-machine',
      '../../server/http-error',
    ],
  },
  {
    file: 'core/domain/probe-rule.test.ts',
    imports: [
      'vitest',
      './money',
      '../../src/test/registration-fixture',
      '../contracts/customer-contract',
      '@testing-library/react',
    ],
    refused: ['../contracts/customer-contract', '@testing-library/react'],
  },
  {
    file: 'core/contracts/probe-contract.ts',
    imports: [
      'typebox',
      './contract-schema',
      '../domain/money',
      'axios',
      '../../src/api/error-text',
      '../../machines/shared/failure-message',
      '../../server/http-error',
    ],
    refused: [
      'axios',
      '../../src/api/error-text',
      '../../machines/shared/failure-message',
      '../../server/http-error',
    ],
  },
  {
    file: 'server/routes/probe-route.ts',
    imports: [
      'fastify',
      '../db/database',
      '../../core/domain/money',
      '../../core/contracts/wallet-contract',
      '../../src/api/error-text',
      '../../machines/wallet/wallet-machine',
    ],
    refused: ['../../src/api/error-text', '../../machines/wallet/wallet-machine'],
  },
  {
    file: 'server/routes/probe-route.test.ts',
    imports: [
      'vitest',
      '../../src/identity/hosted-sign-in',
      '../../machines/wallet/wallet-machine',
    ],
    refused: ['../../machines/wallet/wallet-machine'],
  },
  {
    file: 'src/wallet/probe-screen.test.tsx',
    imports: ['../test/fake-identity', '../home/card-background'],
    refused: ['../home/card-background'],
  },
];

/** Two modules that import each other: a cycle, whatever the folder. */
const CYCLE = [
  { file: 'core/domain/probe-a.ts', imports: ['./probe-b'] },
  { file: 'core/domain/probe-b.ts', imports: ['./probe-a'] },
];

interface Diagnostic {
  category: string;
  location: { path: string; start: { line: number } };
}

function probeSource(imports: string[]): string {
  const lines = imports.map((specifier, index) => `import * as m${index} from '${specifier}';`);
  return `${lines.join('\n')}\nexport const all = [${imports.map((_, i) => `m${i}`).join(', ')}];\n`;
}

let scratch: string;
let diagnostics: Diagnostic[];

function flagged(file: string, category: string, imports: string[]): string[] {
  return diagnostics
    .filter((d) => d.category === category && d.location.path === file)
    .map((d) => imports[d.location.start.line - 1] ?? `line ${d.location.start.line}`)
    .sort();
}

beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'import-boundaries-'));
  const config = JSON.parse(readFileSync(path.join(ROOT, 'biome.json'), 'utf8'));
  // The scratch copy is no git work tree; the rules are what is under test.
  config.vcs = { enabled: false };
  writeFileSync(path.join(scratch, 'biome.json'), JSON.stringify(config));
  for (const { file, imports } of [...PROBES, ...CYCLE]) {
    mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
    writeFileSync(path.join(scratch, file), probeSource(imports));
  }
  let output: string;
  try {
    output = execFileSync(BIOME, ['lint', '--reporter=json', '--max-diagnostics=none', '.'], {
      cwd: scratch,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch (error) {
    // Biome exits non-zero when it reports errors, which is what the probes provoke.
    output = (error as { stdout: string }).stdout;
  }
  diagnostics = JSON.parse(output).diagnostics;
});

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

describe('import boundaries', () => {
  it.each(PROBES)('$file imports only what its folder may', ({ file, imports, refused }) => {
    expect(flagged(file, 'lint/style/noRestrictedImports', imports)).toEqual([...refused].sort());
  });

  it('refuses an import cycle', () => {
    for (const { file, imports } of CYCLE) {
      expect(flagged(file, 'lint/suspicious/noImportCycles', imports)).toEqual(imports);
    }
  });
});
