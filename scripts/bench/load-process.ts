// Runs one autocannon load in a child process of its own, so the load generator does not take
// the server's event loop and core: the ceiling and every measured call run the same way.
// Started by measure.ts with fork(); gets its options and answers with the result over IPC.
import autocannon from 'autocannon';

export interface LoadRequest {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  durationSeconds: number;
  connections: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  meanMs: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

process.once('message', async (request: LoadRequest) => {
  const result = await autocannon({
    url: request.url,
    method: request.method,
    headers: request.headers,
    body: request.body,
    duration: request.durationSeconds,
    connections: request.connections,
  });
  const answer: LoadResult = {
    requestsPerSecond: result.requests.average,
    meanMs: result.latency.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
  process.send?.(answer, () => process.disconnect());
});
