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
    file: 'src/features/wallet/chart/probe-machine.ts',
    imports: [
      'xstate',
      'xstate/graph',
      './probe-types',
      '../../../chart-shared/failure-message',
      '../../../../core/domain/money',
      '../../../../core/contracts/customer-contract',
      'react',
      'axios',
      '../../../api/error-text',
      '../wallet-alerts',
      '../../refund/chart/refund-machine',
      '../../../../server/http-error',
      '../../../../vite.config',
    ],
    refused: [
      'react',
      'axios',
      '../../../api/error-text',
      '../wallet-alerts',
      '../../refund/chart/refund-machine',
      '../../../../server/http-error',
      '../../../../vite.config',
    ],
  },
  {
    file: 'src/features/refund/chart/probe-page-machine.ts',
    imports: ['../../wallet/chart/wallet-page-machine', '../../top-up/chart/top-up-machine'],
    refused: ['../../top-up/chart/top-up-machine'],
  },
  {
    file: 'src/features/wallet/chart/probe-machine.model.test.ts',
    imports: [
      'vitest',
      'xstate',
      '../../../../test-support/charts/model-paths',
      '../../../../test-support/app/registration-fixture',
      '@testing-library/react',
    ],
    refused: ['@testing-library/react'],
  },
  {
    file: 'src/chart-shared/probe-request.ts',
    imports: ['xstate', './screen-name', '../features/wallet/chart/wallet-types', 'react'],
    refused: ['react'],
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
      '../../src/features/wallet/chart/wallet-machine',
      '../../server/http-error',
    ],
    refused: [
      '../contracts/customer-contract',
      'typebox',
      'react',
      '../../src/api/error-text',
      '../../src/features/wallet/chart/wallet-machine',
      '../../server/http-error',
    ],
  },
  {
    file: 'core/domain/probe-rule.test.ts',
    imports: [
      'vitest',
      './money',
      '../../test-support/app/registration-fixture',
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
      '../../src/chart-shared/failure-message',
      '../../server/http-error',
    ],
    refused: [
      'axios',
      '../../src/api/error-text',
      '../../src/chart-shared/failure-message',
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
      '../../src/features/wallet/chart/wallet-machine',
    ],
    refused: ['../../src/api/error-text', '../../src/features/wallet/chart/wallet-machine'],
  },
  {
    file: 'server/routes/probe-route.test.ts',
    imports: [
      'vitest',
      '../../src/identity/hosted-sign-in',
      '../../src/features/wallet/chart/wallet-machine',
    ],
    refused: ['../../src/features/wallet/chart/wallet-machine'],
  },
  {
    file: 'src/features/wallet/probe-screen.tsx',
    imports: [
      './wallet-view',
      './chart/wallet-machine',
      '../../../core/domain/money',
      '../../../core/contracts/wallet-contract',
      '../../api/api-clients',
      '../../app/use-app-context',
      '../../ui/page-header',
      '../../router/screen-paths',
      '../../config/load-runtime-config',
      '../../identity/identity',
      '@mantine/core',
      '../refund/refund-page',
      '../top-up/top-up-form',
      '../auth/auth-actor',
      '../../../test-support/app/fake-identity',
    ],
    refused: [
      '../refund/refund-page',
      '../top-up/top-up-form',
      '../auth/auth-actor',
      '../../../test-support/app/fake-identity',
    ],
  },
  {
    file: 'src/features/wallet/probe-screen.test.tsx',
    imports: ['../../../test-support/app/fake-identity', '../home/card-background'],
    refused: ['../home/card-background'],
  },
  {
    file: 'src/features/refund/refund-flow.ts',
    imports: ['../wallet/wallet-flow', '../top-up/top-up-flow'],
    refused: ['../top-up/top-up-flow'],
  },
  {
    file: 'src/app/probe-shell.tsx',
    imports: ['../features/wallet/wallet-screen', '../../test-support/app/fake-identity'],
    refused: ['../../test-support/app/fake-identity'],
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
