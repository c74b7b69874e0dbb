// The Web Push message contract between server/push (sender) and the service worker (shows it).

export interface PushPayload {
  title: string;
  body: string;
  /** A same-origin path the notification opens when clicked, e.g. the wallet concerned. */
  url: string;
  /** Notifications with the same tag replace each other, so one wallet shows its latest news. */
  tag?: string;
}

export const DEFAULT_NOTIFICATION_URL = '/event/wallet';

// Chrome insists that every push shows a notification, so an unreadable message still gets one.
const FALLBACK: PushPayload = {
  title: 'Wallet update',
  body: 'There is news about your event wallet.',
  url: DEFAULT_NOTIFICATION_URL,
};

/** Reads a push message's text; anything missing or malformed falls back to a generic notice. */
export function parsePushPayload(text: string | null | undefined): PushPayload {
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!isRecord(data)) return FALLBACK;
  const title = nonEmptyString(data.title) ?? FALLBACK.title;
  const body = typeof data.body === 'string' ? data.body : '';
  const url = safePath(data.url) ?? DEFAULT_NOTIFICATION_URL;
  const tag = nonEmptyString(data.tag);
  return tag ? { title, body, url, tag } : { title, body, url };
}

/**
 * Where a clicked notification goes: its path on our own origin. A message can never send the
 * user to another site, whatever it carries.
 */
export function notificationUrl(data: unknown, origin: string): string {
  const path = isRecord(data) ? safePath(data.url) : undefined;
  return new URL(path ?? DEFAULT_NOTIFICATION_URL, origin).href;
}

function safePath(value: unknown): string | undefined {
  // '//host' and '/\host' are protocol-relative in a URL parser: another origin.
  if (typeof value !== 'string' || !/^\/(?![/\\])/.test(value)) return undefined;
  return value;
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
