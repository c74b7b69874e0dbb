// A real SMTP server (smtp-server) on loopback for tests: plain, no STARTTLS on offer, keeping
// every message and login it is sent.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope's sender and recipients (MAIL FROM, RCPT TO). */
  from: string | undefined;
  to: string[];
  /** The header block and the body as they came over the wire, with \n line ends. */
  head: string;
  body: string;
}

export interface LocalSmtpServer {
  port: number;
  received: ReceivedMail[];
  logins: { username: string | null | undefined; password: string | null | undefined }[];
  close(): Promise<void>;
}

/** Takes mail with or without AUTH unless `options` say otherwise (authOptional: false, …). */
export async function startLocalSmtpServer(
  options: SMTPServerOptions = {},
): Promise<LocalSmtpServer> {
  const received: ReceivedMail[] = [];
  const logins: LocalSmtpServer['logins'] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    closeTimeout: 100,
    onAuth(auth, _session, callback) {
      logins.push({ username: auth.username, password: auth.password });
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8').replace(/\r\n/g, '\n');
        const split = raw.indexOf('\n\n');
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          head: raw.slice(0, split),
          body: raw.slice(split + 2),
        });
        callback();
      });
    },
    ...options,
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    logins,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
