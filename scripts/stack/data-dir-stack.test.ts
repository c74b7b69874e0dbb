// The real `npm start` (scripts/start.ts) on one DATA_DIR. Finding 9: DATA_DIR was 0755 and its
// files readable (then the identity pool) or writable (the database) by every user. Finding 10: a
// second npm start on the same DATA_DIR ran beside the first and their writes were lost.
import { type ChildProcess, spawn } from 'node:child_process';
import { lstat, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorFilePath } from './operator-file';
import { freePort } from './ports';

const ROOT = path.resolve(import.meta.dirname, '../..');

interface Started {
  child: ChildProcess;
  url: string;
  output(): string;
  /** Resolves 'ready' once the stack answers, or with its exit code if it ends first. */
  outcome: Promise<'ready' | number | null>;
}

async function startStack(dataDir: string, infoName: string): Promise<Started> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const infoFile = path.join(dataDir, infoName);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_ORIGIN: url,
    STACK_INFO_FILE: infoFile,
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
  }
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const ready = (async () => {
    for (;;) {
      const info = await readFile(infoFile, 'utf8').catch(() => null);
      if (info) return 'ready' as const;
      if (child.exitCode !== null || child.signalCode !== null) return exited;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  return { child, url, output: () => text, outcome: Promise.race([ready, exited]) };
}

async function stopGracefully({ child }: Started): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Every entry under `dir` whose mode lets anyone but the owner in. */
async function notPrivate(dir: string): Promise<string[]> {
  const found: string[] = [];
  const info = await lstat(dir);
  if ((info.mode & 0o777) !== 0o700) found.push(`${dir} ${(info.mode & 0o777).toString(8)}`);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await notPrivate(full)));
    else {
      const mode = (await lstat(full)).mode & 0o777;
      if (mode & 0o077) found.push(`${full} ${mode.toString(8)}`);
    }
  }
  return found;
}

function runAdmin(dataDir: string, argv: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', ...argv], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
  }
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('close', (code) => resolve({ code, output })),
  );
}

describe('npm start on its DATA_DIR', () => {
  let dataDir: string;
  let first: Started;
  const started: Started[] = [];

  beforeAll(async () => {
    dataDir = path.join(await mkdtemp(path.join(tmpdir(), 'tapwallet-stack-')), 'data');
    first = await startStack(dataDir, 'first.json');
    started.push(first);
    expect(await first.outcome, first.output()).toBe('ready');
  }, 240_000);
  afterAll(async () => {
    for (const stack of started) await stopGracefully(stack);
    await rm(path.dirname(dataDir), { recursive: true, force: true });
  });

  it('keeps DATA_DIR 0700 and every file in it 0600: database (with the accounts), keys, outbox, operator token', async () => {
    // A reset code for the demo customer: the outbox gets its first message.
    const asked = await fetch(`${first.url}/identity`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.ForgotPassword',
      },
      body: JSON.stringify({
        ClientId: (await (await fetch(`${first.url}/config.json`)).json()).identity.clientId,
        Username: 'demo@tapwallet.example',
      }),
    });
    expect(asked.status).toBe(200);
    await expect.poll(() => readdir(dataDir)).toContain('outbox.jsonl');
    expect(await readdir(dataDir)).toEqual(
      expect.arrayContaining(['pglite', 'operator.json', 'vapid.json', 'stack.lock']),
    );
    expect(await notPrivate(dataDir)).toEqual([]);
  });

  it('refuses a second npm start on the same DATA_DIR (on another port), naming the first', async () => {
    const second = await startStack(dataDir, 'second.json');
    started.push(second);
    expect(await second.outcome).toBe(1);
    expect(second.output()).toContain(
      `The data directory ${dataDir} is in use by npm start at ${first.url}`,
    );
    expect(await readFile(path.join(dataDir, 'first.json'), 'utf8')).not.toBe('');
  }, 120_000);

  it('lets the CLI through the running stack, and refuses it direct access while the stack holds the data', async () => {
    const through = await runAdmin(dataDir, ['event', 'list']);
    expect(through.code, through.output).toBe(0);

    const aside = `${operatorFilePath(dataDir)}.aside`;
    await rename(operatorFilePath(dataDir), aside);
    try {
      const direct = await runAdmin(dataDir, ['event', 'list']);
      expect(direct.code).toBe(1);
      expect(direct.output).toContain(`is in use by npm start at ${first.url}`);
    } finally {
      await rename(aside, operatorFilePath(dataDir));
    }
  }, 120_000);

  // Issue 15: --help told operators to stop npm start first, which the CLI does not need.
  it('--help says commands run inside a running stack, and one does while the stack holds DATA_DIR', async () => {
    const help = await runAdmin(dataDir, ['--help']);
    expect(help.code).toBe(0);
    expect(help.output).toContain('While npm start runs on DATA_DIR, commands run inside it');
    expect(help.output).not.toMatch(/\bstop\b/i);

    const created = await runAdmin(dataDir, [
      'event',
      'create',
      '--name',
      'Help Truth',
      '--contract-code',
      'HT',
    ]);
    expect(created.code, created.output).toBe(0);
    const listed = await runAdmin(dataDir, ['event', 'list']);
    expect(listed.code, listed.output).toBe(0);
    expect(listed.output).toContain('Help Truth');
    expect(JSON.parse(await readFile(path.join(dataDir, 'stack.lock'), 'utf8'))).toMatchObject({
      pid: first.child.pid,
    });
  }, 120_000);

  it('starts after a crash left the lock behind, without being told', async () => {
    const pid = first.child.pid as number;
    const exited = new Promise((resolve) => first.child.once('exit', resolve));
    // The whole group dies as in a power cut.
    process.kill(-pid, 'SIGKILL');
    await exited;
    const third = await startStack(dataDir, 'third.json');
    started.push(third);
    expect(await third.outcome, third.output()).toBe('ready');
    expect(JSON.parse(await readFile(path.join(dataDir, 'stack.lock'), 'utf8'))).toMatchObject({
      pid: third.child.pid,
      address: third.url,
    });
  }, 240_000);
});
