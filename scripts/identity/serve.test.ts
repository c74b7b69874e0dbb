import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const SERVE = path.join(import.meta.dirname, 'serve.ts');

const spawnServe = (env: Record<string, string>) =>
  spawn(process.execPath, ['--import', 'tsx', SERVE], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

const collect = (stream: NodeJS.ReadableStream | null) => {
  let text = '';
  stream?.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  return () => text;
};

const exitCode = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

const readyLine = (child: ChildProcess) =>
  new Promise<string>((resolve, reject) => {
    let buffered = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const line = buffered.split('\n').find((l) => l.startsWith('IDENTITY_READY '));
      if (line) resolve(line);
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code} before it was ready`)));
  });

const connects = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

describe('serve (identity child process)', () => {
  let dataDir: string;
  let child: ChildProcess | undefined;
  let blocker: Server | undefined;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'identity-serve-'));
  });
  afterEach(async () => {
    if (child && child.exitCode === null) {
      const exited = exitCode(child);
      child.kill('SIGKILL');
      await exited;
    }
    await new Promise((resolve) => (blocker ? blocker.close(resolve) : resolve(undefined)));
    blocker = undefined;
    await rm(dataDir, { recursive: true, force: true });
  });

  it('announces itself once with the handle as JSON and stops cleanly on SIGTERM', async () => {
    child = spawnServe({
      IDENTITY_PORT: '0',
      DATA_DIR: dataDir,
      PUBLIC_ORIGIN: 'http://localhost:5055',
    });
    const stdout = collect(child.stdout);
    const ready = JSON.parse((await readyLine(child)).slice('IDENTITY_READY '.length));
    expect(Object.keys(ready).sort()).toEqual(
      [
        'clientId',
        'demoUser',
        'endpoint',
        'hostedDomain',
        'issuer',
        'jwksUrl',
        'region',
        'userPoolId',
      ].sort(),
    );
    expect((await fetch(`${ready.endpoint}/health`)).status).toBe(200);

    const exited = exitCode(child);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(stdout().match(/IDENTITY_READY/g)).toHaveLength(1);
  });

  // Finding 1: its admin targets answer whoever reaches it, so nothing but this machine may.
  it('listens on 127.0.0.1 only, whatever IDENTITY_HOST says', async () => {
    child = spawnServe({ IDENTITY_PORT: '0', DATA_DIR: dataDir, IDENTITY_HOST: '0.0.0.0' });
    const ready = JSON.parse((await readyLine(child)).slice('IDENTITY_READY '.length));
    const { port } = new URL(ready.endpoint);
    expect(await connects('127.0.0.1', Number(port))).toBe(true);
    // Another loopback address reaches a socket bound to every interface, but not one bound to
    // 127.0.0.1.
    expect(await connects('127.0.0.2', Number(port))).toBe(false);
  });

  it('exits 1 with a clear message when the port is in use', async () => {
    blocker = createServer();
    await new Promise<void>((resolve) => blocker?.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as { port: number };
    child = spawnServe({ IDENTITY_PORT: String(port), DATA_DIR: dataDir });
    const stderr = collect(child.stderr);
    expect(await exitCode(child)).toBe(1);
    expect(stderr()).toContain(
      `Identity service failed to start: Identity service cannot listen on 127.0.0.1:${port}: the port is already in use`,
    );
  });
});
