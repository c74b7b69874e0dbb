import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_URL, notificationUrl, parsePushPayload } from './push-payload';

const ORIGIN = 'https://wallet.example';

describe('parsePushPayload', () => {
  it("reads the server's message", () => {
    const payload = {
      title: 'Refund Paid',
      body: 'Summer Fest: $47.50.',
      url: '/event/wallet?walletId=w1&eventId=e1',
      tag: 'wallet-w1',
    };
    expect(parsePushPayload(JSON.stringify(payload))).toEqual(payload);
  });

  it('still makes a notification of an empty, unreadable or partial message', () => {
    for (const text of [undefined, null, '', 'not json', '[1,2]', '"text"', '{"title":"  "}']) {
      const payload = parsePushPayload(text);
      expect(payload.title, String(text)).not.toBe('');
      expect(payload.url).toBe(DEFAULT_NOTIFICATION_URL);
      expect(payload).not.toHaveProperty('tag');
    }
    expect(parsePushPayload('{"title":"Top Up Completed","body":7}')).toEqual({
      title: 'Top Up Completed',
      body: '',
      url: DEFAULT_NOTIFICATION_URL,
    });
  });

  it('keeps only same-origin paths', () => {
    for (const url of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'home', 5]) {
      expect(parsePushPayload(JSON.stringify({ title: 'T', url })).url).toBe(
        DEFAULT_NOTIFICATION_URL,
      );
    }
  });
});

describe('notificationUrl', () => {
  it('opens the path the notification carries, on our origin', () => {
    expect(notificationUrl({ url: '/event/wallet?walletId=w1' }, ORIGIN)).toBe(
      `${ORIGIN}/event/wallet?walletId=w1`,
    );
  });

  it('opens the wallet for anything else', () => {
    for (const data of [null, undefined, 'x', { url: '//evil.example' }, { url: 'https://x.y' }]) {
      expect(notificationUrl(data, ORIGIN)).toBe(`${ORIGIN}${DEFAULT_NOTIFICATION_URL}`);
    }
  });
});
