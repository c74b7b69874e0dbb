// Finding 8 of issue #23: the npm start terminal printed every request as two JSON lines (about
// 10 800 an hour), burying the ready banner, the verification codes and the errors.
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LogLevel } from '../../server/config';
import {
  creditWallet,
  insertCustomer,
  insertEvent,
  insertWallet,
  startMoneyApp,
  topUpRequestBody,
  uniqueId,
} from '../../server/test-support/money-test-fixture';
import { openStackLog, STACK_LOG_FILE, type StackLog } from './stack-log';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tapwallet-log-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

/**
 * The calls the SPA makes for a sign-in (config, the customer and their wallet), an online top-up
 * on the sandbox page, and a refund, on an app logging as npm start does. Answers what reached
 * the terminal and how many requests were made.
 */
async function signInTopUpAndRefund(logLevel?: LogLevel) {
  const terminal: string[] = [];
  const log = openStackLog({
    dataDir,
    logLevel,
    terminal: (line) => terminal.push(...line.split('\n')),
  });
  const m = await startMoneyApp({ logger: { level: log.level, stream: log.stream } });
  let requests = 0;
  const call = async (method: 'GET' | 'POST', url: string, sub: string | null, body?: unknown) => {
    requests += 1;
    const res =
      method === 'POST' && sub !== null
        ? await m.post(sub, url, body)
        : await m.app.inject({ method, url, payload: body as object | undefined });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(400);
    return res;
  };
  try {
    const sub = uniqueId('sub');
    const customerId = await insertCustomer(m.db, sub);
    const eventId = await insertEvent(m.db);
    const wallet = await insertWallet(m.db, { eventId, customerId });
    const walletBody = { walletId: wallet.id, eventId };

    await call('GET', '/config.json', null);
    await call('POST', '/api/private/customer', sub, { returning: true });
    await call('POST', '/api/private/customer/wallet', sub, walletBody);

    const topUp = await call(
      'POST',
      '/api/private/customer/purchase/request',
      sub,
      topUpRequestBody(wallet.id, eventId, 20),
    );
    const { reference } = topUp.json() as { reference: string };
    await call('GET', `/payments/sandbox/${reference}`, null);
    await call('POST', `/payments/sandbox/${reference}`, null, { decision: 'approve' });
    await call('POST', '/api/private/customer/wallet', sub, walletBody);

    await m.db.query(`update events set state = 'FINISHED' where id = $1`, [eventId]);
    await m.db.query(`update wallets set refund_status = 'AVAILABLE' where id = $1`, [wallet.id]);
    await creditWallet(m.db, wallet.id, 1000);
    const [balance] = await m.db.query<{ cents: number }>(
      'select balance_cents as cents from wallets where id = $1',
      [wallet.id],
    );
    const refundable = ((balance?.cents ?? 0) - 250) / 100;
    await call('POST', '/api/private/customer/refund/create', sub, {
      firstName: 'Ana',
      lastName: 'Tester',
      phone: '021 123 4567',
      email: 'ana@example.com',
      accountNumber: '01-902-0068389-00',
      refundTotal: refundable,
      refundFee: 2.5,
      tagNumber: null,
      ticketNumber: wallet.ticketNumber,
      ...walletBody,
      eventDetailId: eventId,
      refundCurrency: 'NZD',
    });
    await call('POST', '/api/private/customer/refund', sub, {
      uid: wallet.ticketNumber ?? '',
      eventId,
    });
    // Something a person must see.
    m.app.log.error(new Error('the bank file could not be written'), 'refund export failed');
  } finally {
    await m.close();
    log.close();
  }
  const fileLines = (await readFile(log.file, 'utf8')).trim().split('\n');
  return { terminal, fileLines, requests, log };
}

describe('the npm start server log', () => {
  it('shows fewer than 20 terminal lines for a sign-in, a top-up and a refund, errors included', async () => {
    const { terminal, fileLines, requests } = await signInTopUpAndRefund();
    expect(requests).toBe(9);
    expect(terminal.length).toBeLessThan(20);
    expect(terminal[0]).toMatch(/^\d\d:\d\d:\d\d ERROR refund export failed/);
    expect(terminal.join('\n')).toContain('Error: the bank file could not be written');
    expect(terminal.join('\n')).not.toContain('request completed');
    // The file has every request: its arrival and its answer, as JSON.
    const completed = fileLines.filter((line) => JSON.parse(line).msg === 'request completed');
    expect(completed).toHaveLength(requests);
  });

  it('brings the requests back to the terminal when LOG_LEVEL asks for them', async () => {
    const { terminal, requests } = await signInTopUpAndRefund('info');
    const completed = terminal.filter((line) =>
      / INFO {2}request completed \d{3} \d+ ms$/.test(line),
    );
    expect(completed).toHaveLength(requests);
    expect(
      terminal.some((line) => /INFO {2}incoming request POST \/api\/private\/customer$/.test(line)),
    ).toBe(true);
  });

  it('keeps its file private to the owner and sets a full file aside', async () => {
    let log: StackLog | undefined;
    try {
      log = openStackLog({ dataDir, maxBytes: 1_000, terminal: () => {} });
      const line = `${JSON.stringify({ level: 30, msg: 'x'.repeat(100) })}\n`;
      for (let i = 0; i < 25; i += 1) log.stream.write(line);
    } finally {
      log?.close();
    }
    const file = path.join(dataDir, STACK_LOG_FILE);
    for (const name of [file, `${file}.1`]) {
      const info = await stat(name);
      expect(info.mode & 0o777).toBe(0o600);
      expect(info.size).toBeLessThanOrEqual(1_000);
      expect(info.size).toBeGreaterThan(0);
    }
  });
});
