import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { freePort } from '../../scripts/stack/ports';
import type { StackInfo } from '../../scripts/stack/stack-info';
import { AUTO_CONFIRM_DOMAIN } from './identity-users';

export interface RunningStack {
  baseURL: string;
  info: StackInfo;
  dataDir: string;
  logFile: string;
  stop(): Promise<void>;
}

export interface StackOptions {
  root: string;
  dataDir: string;
  /** Generous by default: start.ts builds the SPA first when dist/ is stale. */
  readyTimeoutMs?: number;
  /** A restart's: the same address as before, so the browser keeps its session. Free by default. */
  port?: number;
}

/** Runs `scripts/start.ts` — the real `npm start` — on free ports with its own data directory. */
export async function startStack(options: StackOptions): Promise<RunningStack> {
  const port = options.port ?? (await freePort());
  const baseURL = `http://localhost:${port}`;
  const logFile = join(options.dataDir, 'stack.log');
  const infoFile = join(options.dataDir, 'stack-info.json');
  // A restart's data directory holds the info file of the run before: ready is this run's.
  await rm(infoFile, { force: true });

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: options.dataDir,
    PUBLIC_ORIGIN: baseURL,
    // The push spec's push service listens on loopback (server/push/push-endpoint-policy.ts).
    PUSH_TEST_SERVICE_ON_LOOPBACK: '1',
    STACK_INFO_FILE: infoFile,
    // The identity confirms sign-ups at this domain itself (the walk's confirmed sign-up).
    IDENTITY_AUTO_CONFIRM_DOMAIN: AUTO_CONFIRM_DOMAIN,
  };
  // Every run starts from an empty embedded database, whatever the caller's shell points at.
  delete env.DATABASE_URL;

  // Output goes straight to a file, not through this process: if the runner dies, the stack can
  // still say why it stops. Its own process group lets teardown check that nothing outlives it.
  const log = openSync(logFile, 'a');
  // CI runs the suite on the current LTS and the stack on the oldest Node this supports (STACK_NODE).
  const node = process.env.STACK_NODE || process.execPath;
  const child = spawn(node, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: options.root,
    env,
    detached: true,
    stdio: ['ignore', log, log],
  });
  closeSync(log);

  const stop = () => stopGroup(child);
  let info: StackInfo;
  try {
    const health = `http://127.0.0.1:${port}/health`;
    info = await waitForReady(child, infoFile, health, options.readyTimeoutMs ?? 180_000);
  } catch (error) {
    await stop();
    const output = await readFile(logFile, 'utf8').catch(() => '');
    throw new Error(`${(error as Error).message}\n--- npm start output ---\n${output}`);
  }
  return { baseURL, info, dataDir: options.dataDir, logFile, stop };
}

// Ready: start.ts has written its info file (after seeding) and /health answers 200.
async function waitForReady(
  child: ChildProcess,
  infoFile: string,
  healthUrl: string,
  timeoutMs: number,
): Promise<StackInfo> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `npm start exited (${child.exitCode ?? child.signalCode}) before it was ready`,
      );
    }
    const info = await readFile(infoFile, 'utf8').then(
      (text) => JSON.parse(text) as StackInfo,
      () => null,
    );
    const status = await fetch(healthUrl).then(
      (response) => response.status,
      () => 0,
    );
    if (info && status === 200) return info;
    await delay(250);
  }
  throw new Error(`npm start was not ready within ${timeoutMs / 1000} s`);
}

/**
 * SIGTERM to start.ts alone, as `kill` would send it: start.ts must stop its server itself. Anything of its process group still alive afterwards is killed and
 * reported, so a leak fails the run instead of lingering.
 */
async function stopGroup(child: ChildProcess): Promise<void> {
  const pid = child.pid;
  if (pid === undefined) return;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, delay(15_000)]);
  }
  for (let waited = 0; waited < 5_000 && groupAlive(pid); waited += 100) await delay(100);
  if (!groupAlive(pid)) return;
  signalGroup(pid, 'SIGKILL');
  throw new Error(`npm start (pid ${pid}) left processes running after SIGTERM; they were killed`);
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

/** True while any process of the stack's group is alive. */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}
