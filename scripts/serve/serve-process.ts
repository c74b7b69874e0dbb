// Test support: `npm run serve` as a child process (the node command package.json's serve script
// execs), stopped with SIGTERM as a container runtime or process manager stops it.
import { type ChildProcess, spawn } from 'node:child_process';
import { followLines } from '../stack/child-output';
import { stopChild } from '../stack/stop-child';

export const SERVE_ARGS = ['--import', 'tsx', 'scripts/serve.ts'];

export interface ServeProcess {
  /** Where it listens (from its banner). */
  url: string;
  /** Everything it printed so far. */
  output(): string;
  stop(): Promise<void>;
}

export interface ServeExit {
  code: number | null;
  output: string;
}

function spawnServe(cwd: string, env: Record<string, string>): ChildProcess {
  // Only what the test gives: a developer's own settings must not leak into the run.
  const base = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' };
  return spawn(process.execPath, SERVE_ARGS, {
    cwd,
    env: { ...base, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function collect(child: ChildProcess): {
  lines: string[];
  onLine(fn: (line: string) => void): void;
} {
  const lines: string[] = [];
  const listeners: ((line: string) => void)[] = [];
  const add = (line: string) => {
    lines.push(line);
    for (const listener of listeners) listener(line);
  };
  if (child.stdout) followLines(child.stdout, add);
  if (child.stderr) followLines(child.stderr, add);
  return { lines, onLine: (fn) => listeners.push(fn) };
}

/** Starts serve and resolves once its banner names the address it listens on. */
export function startServe(cwd: string, env: Record<string, string>): Promise<ServeProcess> {
  const child = spawnServe(cwd, env);
  const out = collect(child);
  return new Promise((resolve, reject) => {
    out.onLine((line) => {
      const match = /is serving at (http:\/\/\S+)/.exec(line);
      if (!match?.[1]) return;
      resolve({
        url: match[1],
        output: () => out.lines.join('\n'),
        stop: () => stopChild(child),
      });
    });
    child.once('close', (code) => {
      reject(new Error(`serve exited with ${code} before it listened:\n${out.lines.join('\n')}`));
    });
  });
}

/** Runs serve when it is expected to refuse; resolves with its exit code and output. */
export function serveUntilExit(cwd: string, env: Record<string, string>): Promise<ServeExit> {
  const child = spawnServe(cwd, env);
  const out = collect(child);
  return new Promise((resolve) => {
    child.once('close', (code) => resolve({ code, output: out.lines.join('\n') }));
  });
}
