// JSON POSTs over a keep-alive agent, for bursts that autocannon's fixed-body runs cannot make
// (every request here carries its own token and body).
import http from 'node:http';

export interface JsonAnswer {
  status: number;
  body: unknown;
  /** Size of the response body as sent. */
  bytes: number;
}

export function createAgent(maxSockets: number): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets });
}

export function postJson(
  agent: http.Agent,
  url: string,
  token: string,
  body: unknown,
): Promise<JsonAnswer> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const text = raw.toString('utf8');
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            // Not JSON: kept as text for the report.
          }
          resolve({ status: response.statusCode ?? 0, body: parsed, bytes: raw.length });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}
