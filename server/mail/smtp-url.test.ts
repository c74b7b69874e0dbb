import { describe, expect, it } from 'vitest';
import { parseSmtpUrl } from './smtp-url';

describe('parseSmtpUrl', () => {
  it('reads smtp:// as STARTTLS on the submission port, with no AUTH without credentials', () => {
    expect(parseSmtpUrl('smtp://mail.example.com')).toEqual({
      host: 'mail.example.com',
      port: 587,
      secure: false,
      requireTLS: false,
    });
  });

  it('reads smtps:// as TLS from the start on port 465', () => {
    expect(parseSmtpUrl('smtps://user:pass@mail.example.com')).toEqual({
      host: 'mail.example.com',
      port: 465,
      secure: true,
      requireTLS: false,
      auth: { user: 'user', pass: 'pass' },
    });
  });

  it('insists on STARTTLS before credentials go to a host beyond loopback', () => {
    expect(parseSmtpUrl('smtp://user:pass@mail.example.com:2525')).toMatchObject({
      port: 2525,
      requireTLS: true,
    });
    for (const host of ['localhost', '127.0.0.1', '[::1]']) {
      expect(parseSmtpUrl(`smtp://user:pass@${host}:25`)).toMatchObject({ requireTLS: false });
    }
    expect(parseSmtpUrl('smtp://[::1]:25')).toMatchObject({ host: '::1' });
  });

  it('decodes percent-escapes in the user and password', () => {
    expect(parseSmtpUrl('smtp://a%40b.c:p%3Aw%2F%23d@127.0.0.1')?.auth).toEqual({
      user: 'a@b.c',
      pass: 'p:w/#d',
    });
  });

  it.each([
    'mail.example.com',
    'http://mail.example.com',
    'smtp://',
    'smtp://mail.example.com/inbox',
    'smtp://mail.example.com?tls=false',
    'smtp://mail.example.com#x',
    'smtp://mail.example.com:99999',
    'smtp://user:%zz@mail.example.com',
  ])('refuses %s', (value) => {
    expect(parseSmtpUrl(value)).toBeNull();
  });
});
