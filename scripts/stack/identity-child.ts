import { spawn } from 'node:child_process';
import { followLines } from './child-output';
import { stopChild } from './stop-child';

export const READY_PREFIX = 'IDENTITY_READY ';

export interface IdentityInfo {
  endpoint: string;
  region: string;
  userPoolId: string;
  clientId: string;
  hostedDomain: string;
  issuer: string;
  jwksUrl: string;
  demoUser: {
    email: string;
    password: string;
    sub: string;
    /** Names the demo customer signs up with; the seeded tickets are issued to them. */
    givenName?: string;
    familyName?: string;
  };
}

export interface IdentityChild {
  info: IdentityInfo;
  pid: number;
  stop(): Promise<void>;
}

export interface IdentityChildOptions {
  cwd: string;
  port: number;
  dataDir: string;
  publicOrigin: string;
  timeoutMs?: number;
  /** Where the child's own output goes (verification codes are delivered to its console). */
  print?: (line: string) => void;
  /** Called if the child exits after it was ready without being asked to stop. */
  onUnexpectedExit?: (code: number | null, signal: NodeJS.Signals | null) => void;
  /** Node arguments of the child; the real identity service unless a test swaps it. */
  args?: string[];
}

export class IdentityStartError extends Error {
  constructor(reason: string, output: string) {
    super(
      `The identity service did not start: ${reason}.` +
        (output ? `\nIts output was:\n${output}` : '\nIt printed nothing.'),
    );
    this.name = 'IdentityStartError';
  }
}

/** Starts scripts/identity/serve.ts as a child process and resolves once it says it is ready. */
export function startIdentityChild(options: IdentityChildOptions): Promise<IdentityChild> {
  const print = options.print ?? ((line: string) => console.log(line));
  const timeoutMs = options.timeoutMs ?? 30_000;
  const child = spawn(
    process.execPath,
    options.args ?? ['--import', 'tsx', 'scripts/identity/serve.ts'],
    {
      cwd: options.cwd,
      env: {
        ...process.env,
        IDENTITY_PORT: String(options.port),
        DATA_DIR: options.dataDir,
        PUBLIC_ORIGIN: options.publicOrigin,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );

  return new Promise((resolve, reject) => {
    let settled = false;
    let running = false;
    let stopping = false;
    const output: string[] = [];
    const show = (line: string) => {
      output.push(line);
      if (output.length > 60) output.shift();
      print(`identity | ${line}`);
    };
    const fail = (reason: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void stopChild(child).then(() => reject(new IdentityStartError(reason, output.join('\n'))));
    };
    const timer = setTimeout(
      () => fail(`it did not report ready within ${timeoutMs / 1000} s`),
      timeoutMs,
    );

    followLines(child.stdout, (line) => {
      if (settled || !line.startsWith(READY_PREFIX)) return show(line);
      const info = parseReadyLine(line);
      if (!info) return fail(`its ready line is not the expected JSON: ${line}`);
      settled = true;
      running = true;
      clearTimeout(timer);
      resolve({
        info,
        pid: child.pid ?? -1,
        stop: () => {
          stopping = true;
          return stopChild(child);
        },
      });
    });
    followLines(child.stderr, show);

    child.once('error', (error) => fail(error.message));
    // 'close' rather than 'exit': by then its last lines of output have been read.
    child.once('close', (code, signal) => {
      if (running && !stopping) options.onUnexpectedExit?.(code, signal);
      fail(signal ? `it was stopped by ${signal}` : `it exited with code ${code}`);
    });
  });
}

function parseReadyLine(line: string): IdentityInfo | null {
  try {
    const info = JSON.parse(line.slice(READY_PREFIX.length)) as Partial<IdentityInfo>;
    const complete =
      typeof info.endpoint === 'string' &&
      typeof info.userPoolId === 'string' &&
      typeof info.clientId === 'string' &&
      typeof info.demoUser?.email === 'string';
    return complete ? (info as IdentityInfo) : null;
  } catch {
    return null;
  }
}
