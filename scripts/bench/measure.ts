// One fixed-length load run with autocannon against a loopback URL, generated in a child
// process (load-process.ts) so that it never competes with the server for its event loop.
import { fork } from 'node:child_process';
import type { LoadRequest, LoadResult } from './load-process';

export interface LoadRun extends LoadResult {
  label: string;
}

export interface LoadOptions {
  label: string;
  url: string;
  method?: 'GET' | 'POST';
  token?: string;
  body?: unknown;
  durationSeconds: number;
  connections: number;
}

export async function measure(opts: LoadOptions): Promise<LoadRun> {
  if (!/^http:\/\/(127\.0\.0\.1|localhost|\[::1\])[:/]/.test(opts.url)) {
    throw new Error(`The bench only loads loopback addresses, not ${opts.url}`);
  }
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const result = await runInChild({
    url: opts.url,
    method: opts.method ?? 'GET',
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    durationSeconds: opts.durationSeconds,
    connections: opts.connections,
  });
  return { label: opts.label, ...result };
}

// The child inherits this process's loader flags (tsx), so it can be a TypeScript module.
function runInChild(request: LoadRequest): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(new URL('./load-process.ts', import.meta.url), { stdio: 'inherit' });
    let result: LoadResult | undefined;
    child.once('message', (message: LoadResult) => {
      result = message;
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (result) resolve(result);
      else reject(new Error(`The load process ended (code ${code}) without a result`));
    });
    child.send(request);
  });
}
