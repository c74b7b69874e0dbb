import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mantineStylesheetFor } from './mantine-component-styles';

const require = createRequire(import.meta.url);
// A package's root: its CommonJS entry sits in <root>/cjs/index.cjs.
const packageRoot = (name: string) => dirname(dirname(require.resolve(name)));
const coreRoot = packageRoot('@mantine/core');
const notificationsRoot = packageRoot('@mantine/notifications');

function classNameModules(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.module.mjs'))
    .map((file) => join(dir, file));
}

function installedStylesheet(specifier: string): string {
  const [, pkg, file] = /^(@mantine\/[a-z]+)\/(.+)$/.exec(specifier) ?? [];
  return join(packageRoot(pkg ?? ''), file ?? '');
}

describe('mantineStylesheetFor', () => {
  it('names an installed layer stylesheet for every class-name module of @mantine/core', () => {
    const modules = classNameModules(join(coreRoot, 'esm'));
    expect(modules.length).toBeGreaterThan(50);
    for (const module of modules) {
      const stylesheet = mantineStylesheetFor(module);
      expect(stylesheet, module).toMatch(/^@mantine\/core\/styles\/[A-Za-z]+\.layer\.css$/);
      expect(existsSync(installedStylesheet(stylesheet ?? '')), stylesheet).toBe(true);
    }
  });

  it('maps a component to its own stylesheet, nested class-name modules too', () => {
    expect(
      mantineStylesheetFor('/x/node_modules/@mantine/core/esm/components/Button/Button.module.mjs'),
    ).toBe('@mantine/core/styles/Button.layer.css');
    expect(mantineStylesheetFor(join(coreRoot, 'esm/components/Button/Button.module.mjs'))).toBe(
      '@mantine/core/styles/Button.layer.css',
    );
  });

  it('gives the notifications their package stylesheet', () => {
    const [module] = classNameModules(join(notificationsRoot, 'esm'));
    const stylesheet = mantineStylesheetFor(module ?? '');
    expect(stylesheet).toBe('@mantine/notifications/styles.layer.css');
    expect(existsSync(installedStylesheet(stylesheet ?? ''))).toBe(true);
  });

  it('leaves every other module alone', () => {
    expect(
      mantineStylesheetFor(join(coreRoot, 'esm/components/Button/Button.mjs')),
    ).toBeUndefined();
    expect(
      mantineStylesheetFor('/work/src/features/home/registration-card.module.css'),
    ).toBeUndefined();
  });
});
