import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../test-support/test-config';
import { codeMail } from './code-mail';
import { mailerFromConfig } from './mailer-from-config';
import { readLatestCode } from './outbox-file';
import { type LocalSmtpServer, startLocalSmtpServer } from './testing/local-smtp-server';

const log = { error: () => undefined };
const message = codeMail({
  kind: 'SignUp',
  to: 'ann@example.com',
  code: '482913',
  productName: 'TapWallet',
});

describe('mailerFromConfig', () => {
  let dataDir: string;
  let smtp: LocalSmtpServer;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'mailer-config-'));
    smtp = await startLocalSmtpServer();
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await smtp.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps mail in the outbox and on the terminal when SMTP_URL is unset', async () => {
    const print = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await mailerFromConfig(testConfig({ DATA_DIR: dataDir }), log).send(message);
    expect(await readLatestCode(dataDir, 'ann@example.com', 'SignUp')).toBe('482913');
    expect(print).toHaveBeenCalledWith('[identity] SignUp code for ann@example.com: 482913');
    expect(smtp.received).toEqual([]);
  });

  it('sends through SMTP_URL from MAIL_FROM, and keeps nothing in the outbox', async () => {
    const config = testConfig({
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Event Wallet <wallet@event.example>',
    });
    await mailerFromConfig(config, log).send(message);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.from).toBe('wallet@event.example');
    expect(smtp.received[0]?.head).toMatch(/^From: Event Wallet <wallet@event\.example>$/m);
    expect(await readLatestCode(dataDir, 'ann@example.com')).toBeNull();
  });
});
