// The CSV export of a 10 000-row wallet (DESIGN §7): a customer asks for it once, so it is timed
// as single calls one after another, on a wallet written just before and never analyzed.
import type http from 'node:http';
import { walletExportEndpoint } from '../../core/contracts/wallet-export-contract';
import type { BenchStack } from './bench-stack';
import { postJson } from './http-client';
import { median } from './report';
import { createWalletWithHistory } from './wallet-history';

export interface ExportFigures {
  rows: number;
  calls: number;
  medianMs: number;
  maxMs: number;
  kilobytes: number;
}

export async function measureHistoryExport(
  stack: BenchStack,
  agent: http.Agent,
  opts: { rows: number; calls: number },
): Promise<ExportFigures> {
  const [owner] = await stack.server.db.query<{ id: string }>(
    'select id from customers where sub = $1',
    [stack.demoSub],
  );
  const [event] = await stack.server.db.query<{ id: string }>(
    `insert into events (name, state, contract_code) values ('Bench Export', 'FINISHED', 'BX')
     returning id`,
  );
  if (!owner || !event) throw new Error('demo customer or bench event missing');
  const walletId = await createWalletWithHistory(stack.server.db, {
    customerId: owner.id,
    eventId: event.id,
    uid: `BX${String(opts.rows).padStart(12, '0')}`,
    rows: opts.rows,
  });
  const body = { walletId, eventId: event.id, timeZone: 'Pacific/Auckland' };
  const times: number[] = [];
  let bytes = 0;
  for (let call = 0; call < opts.calls; call += 1) {
    const started = performance.now();
    const answer = await postJson(
      agent,
      `${stack.url}${walletExportEndpoint.path}`,
      stack.demoToken,
      body,
    );
    times.push(performance.now() - started);
    const listed = (answer.body as { rows?: number }).rows;
    if (answer.status !== 200 || listed !== opts.rows) {
      throw new Error(`export answered ${answer.status} with ${listed} of ${opts.rows} rows`);
    }
    bytes = answer.bytes;
  }
  return {
    rows: opts.rows,
    calls: opts.calls,
    medianMs: median(times),
    maxMs: Math.max(...times),
    kilobytes: bytes / 1024,
  };
}
