import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { demoUserOf } from '../../scripts/stack/stack-info';
import { startStack } from './stack-process';

// Starts one real stack for the whole run. Its address reaches the test workers through the
// environment, which they inherit from this process.
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const root = config.configFile ? dirname(config.configFile) : process.cwd();
  const dataDir = await mkdtemp(join(tmpdir(), 'tapwallet-e2e-'));
  const started = performance.now();
  const stack = await startStack({ root, dataDir }).catch(async (error: unknown) => {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  });
  console.log(
    `e2e stack ready at ${stack.baseURL} in ${((performance.now() - started) / 1000).toFixed(1)} s (data ${dataDir})`,
  );
  process.env.E2E_BASE_URL = stack.baseURL;
  process.env.E2E_DATA_DIR = dataDir;
  const demo = demoUserOf(stack.info);
  process.env.E2E_DEMO_EMAIL = demo.email;
  process.env.E2E_DEMO_PASSWORD = demo.password;

  return async () => {
    try {
      await stack.stop();
    } finally {
      // The stack's log outlives its data directory, next to the other test output.
      const keep = join(root, 'test-results', 'stack.log');
      await mkdir(join(root, 'test-results'), { recursive: true });
      await copyFile(stack.logFile, keep).catch(() => {});
      await rm(dataDir, { recursive: true, force: true });
    }
  };
}
