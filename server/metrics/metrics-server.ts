// The metrics on a listener of their own (METRICS_PORT, on loopback unless METRICS_HOST says
// otherwise), which the public port never reaches.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { urlHost } from '../url-host';
import { METRICS_PATH } from './metrics-route';
import type { ServerMetrics } from './server-metrics';

export interface MetricsServer {
  /** Where Prometheus scrapes, with the real port when 0 was asked for. */
  url: string;
  close(): Promise<void>;
}

export async function startMetricsServer(
  metrics: ServerMetrics,
  opts: { host: string; port: number },
): Promise<MetricsServer> {
  const server: Server = createServer((request, response) => {
    const pathname = (request.url ?? '').split('?', 1)[0];
    if (request.method !== 'GET' || pathname !== METRICS_PATH) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => {
        response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text);
      },
      () => {
        response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics failed\n');
      },
    );
  });
  // A scraper that stalls must not hold a socket for ever.
  server.requestTimeout = 10_000;
  server.headersTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${urlHost(opts.host)}:${port}${METRICS_PATH}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
