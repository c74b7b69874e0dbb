// One fixed-length load run with autocannon against a loopback URL.
import autocannon from 'autocannon';

export interface LoadRun {
  label: string;
  requestsPerSecond: number;
  meanMs: number;
  p99Ms: number;
  /** Requests answered with a status outside 2xx; a healthy run has none. */
  non2xx: number;
  errors: number;
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
  const result = await autocannon({
    url: opts.url,
    method: opts.method ?? 'GET',
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    duration: opts.durationSeconds,
    connections: opts.connections,
  });
  return {
    label: opts.label,
    requestsPerSecond: result.requests.average,
    meanMs: result.latency.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
