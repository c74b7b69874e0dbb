// SMTP_URL, e.g. smtp://user:pass@host:587 (STARTTLS) or smtps://user:pass@host (TLS from the
// start), read into what the SMTP mailer connects with.

export interface SmtpSettings {
  host: string;
  port: number;
  /** TLS from the first byte (smtps://); smtp:// upgrades with STARTTLS when offered. */
  secure: boolean;
  /**
   * STARTTLS or no send: credentials never cross a network in clear, even if an attacker on the
   * path strips the server's offer. Only a loopback relay may take them unencrypted.
   */
  requireTLS: boolean;
  auth?: { user: string; pass: string };
}

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/** The settings SMTP_URL names, or null when it is not an smtp:// or smtps:// URL of a host. */
export function parseSmtpUrl(value: string): SmtpSettings | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const secure = url.protocol === 'smtps:';
  if (!secure && url.protocol !== 'smtp:') return null;
  // A path, query or fragment would be silently ignored: refuse it rather than surprise.
  if (!url.hostname || url.pathname.replace(/^\/$/, '') || url.search || url.hash) return null;
  let auth: SmtpSettings['auth'];
  try {
    const user = decodeURIComponent(url.username);
    const pass = decodeURIComponent(url.password);
    if (user || pass) auth = { user, pass };
  } catch {
    return null;
  }
  return {
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    requireTLS: !secure && auth !== undefined && !LOOPBACK.test(url.hostname),
    ...(auth ? { auth } : {}),
  };
}
