// The SMTP mailer against a real SMTP server (smtp-server) on loopback, started per test: what
// arrives, when it authenticates, and that a refusing or silent server fails the send in time.
import { once } from 'node:events';
import { type AddressInfo, createServer, type Server, type Socket } from 'node:net';
import type { SMTPServerOptions } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createSmtpMailer } from './smtp-mailer';
import { parseSmtpUrl, type SmtpSettings } from './smtp-url';
import {
  type LocalSmtpServer,
  type ReceivedMail,
  startLocalSmtpServer,
} from './testing/local-smtp-server';

const FROM = { name: 'TapWallet', address: 'support@tapwallet.example' };
const MESSAGE = {
  to: 'ann@example.com',
  subject: 'TapWallet: verify your e-mail address',
  text: 'Your TapWallet verification code is 482913.\n',
};

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

async function smtpServer(options: SMTPServerOptions = {}): Promise<LocalSmtpServer> {
  const server = await startLocalSmtpServer(options);
  closers.push(server.close);
  return server;
}

/** A TCP server that takes connections and never says a word (no SMTP greeting). */
async function silentServer(): Promise<number> {
  const sockets: Socket[] = [];
  const server: Server = createServer((socket) => void sockets.push(socket));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  closers.push(async () => {
    for (const socket of sockets) socket.destroy();
    server.close();
  });
  return (server.address() as AddressInfo).port;
}

function settings(url: string): SmtpSettings {
  const parsed = parseSmtpUrl(url);
  if (!parsed) throw new Error(`not an SMTP URL: ${url}`);
  return parsed;
}

function mailer(url: string, timeoutMs = 10_000) {
  const logged: unknown[][] = [];
  const subject = createSmtpMailer({
    smtp: settings(url),
    from: FROM,
    log: { error: (...args: unknown[]) => void logged.push(args) },
    timeoutMs,
  });
  return { mailer: subject, logged };
}

describe('SMTP mailer', () => {
  it('delivers the message with its sender, recipient, subject and text', async () => {
    const server = await smtpServer();
    const { mailer: subject } = mailer(`smtp://127.0.0.1:${server.port}`);
    await subject.send(MESSAGE);

    expect(server.received).toHaveLength(1);
    const [{ from, to, head, body }] = server.received as [ReceivedMail];
    expect(from).toBe(FROM.address);
    expect(to).toEqual([MESSAGE.to]);
    expect(head).toMatch(/^From: TapWallet <support@tapwallet\.example>$/m);
    expect(head).toMatch(/^To: ann@example\.com$/m);
    expect(head).toMatch(/^Subject: TapWallet: verify your e-mail address$/m);
    expect(head).toMatch(/^Content-Type: text\/plain; charset=utf-8$/m);
    expect(body).toBe(MESSAGE.text);
    // No credentials in the URL: no AUTH.
    expect(server.logins).toEqual([]);
  });

  it('authenticates with the credentials in the URL, percent-escapes decoded', async () => {
    const server = await smtpServer({ authOptional: false });
    const { mailer: subject } = mailer(
      `smtp://mailer%40event:p%40ss%3Aw%2Frd@127.0.0.1:${server.port}`,
    );
    await subject.send(MESSAGE);
    expect(server.logins).toEqual([{ username: 'mailer@event', password: 'p@ss:w/rd' }]);
    expect(server.received).toHaveLength(1);
  });

  it('is refused by a server that wants AUTH when the URL has no credentials', async () => {
    const server = await smtpServer({ authOptional: false });
    const { mailer: subject } = mailer(`smtp://127.0.0.1:${server.port}`);
    await expect(subject.send(MESSAGE)).rejects.toThrow(/^Mail not sent: the SMTP server failed/);
    expect(server.received).toEqual([]);
  });

  it('rejects when the server refuses the recipient, and logs why without the message', async () => {
    const server = await smtpServer({
      onRcptTo(_address, _session, callback) {
        callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
      },
    });
    const { mailer: subject, logged } = mailer(`smtp://127.0.0.1:${server.port}`);
    const failure = subject.send(MESSAGE);
    await expect(failure).rejects.toThrow('Mail not sent: the SMTP server failed (EENVELOPE 550)');
    expect(server.received).toEqual([]);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject([
      { smtp: { host: '127.0.0.1', port: server.port, code: 'EENVELOPE', responseCode: 550 } },
      'mail not sent',
    ]);
    expect(JSON.stringify(logged)).not.toContain('482913');
  });

  it('rejects when nothing listens on the port', async () => {
    const port = await silentServer();
    // Closed again: the port was just free, and nothing answers on it now.
    await closers.pop()?.();
    const { mailer: subject } = mailer(`smtp://127.0.0.1:${port}`);
    await expect(subject.send(MESSAGE)).rejects.toThrow(/^Mail not sent: the SMTP server failed/);
  });

  // Without the mailer's own time-outs nodemailer waits 30 s for a greeting and 10 min on a
  // silent socket: these tests would run into their own limit instead.
  it('rejects within the time-out when the server never greets', { timeout: 5_000 }, async () => {
    const port = await silentServer();
    const { mailer: subject, logged } = mailer(`smtp://127.0.0.1:${port}`, 300);
    await expect(subject.send(MESSAGE)).rejects.toThrow(
      'Mail not sent: the SMTP server did not answer within 300 ms',
    );
    expect(JSON.stringify(logged)).not.toContain('482913');
  });

  it('rejects within the time-out when the server takes the message and never answers', {
    timeout: 5_000,
  }, async () => {
    const server = await smtpServer({ onData: (stream) => stream.resume() });
    const { mailer: subject } = mailer(`smtp://127.0.0.1:${server.port}`, 300);
    await expect(subject.send(MESSAGE)).rejects.toThrow(
      'Mail not sent: the SMTP server did not answer within 300 ms',
    );
  });
});
