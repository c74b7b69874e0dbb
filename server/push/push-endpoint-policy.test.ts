import { describe, expect, it } from 'vitest';
import { testConfig } from '../test-support/test-config';
import { PUBLIC_ADDRESS, tableResolver } from '../test-support/test-push-policy';
import {
  isAllowedPushEndpoint,
  type PushEndpointPolicy,
  pushEndpointPolicyFor,
} from './push-endpoint-policy';

const resolveHost = tableResolver({
  'push.example.com': [PUBLIC_ADDRESS],
  'dual.example.com': [PUBLIC_ADDRESS, '2606:4700::1'],
  // A public name with one inner address among its answers, or only inner ones.
  'rebind.example.com': [PUBLIC_ADDRESS, '127.0.0.1'],
  'internal.example.com': ['10.1.2.3'],
  'metadata.example.com': ['169.254.169.254'],
  'mapped.example.com': ['::ffff:127.0.0.1'],
  'v6-inner.example.com': ['fd12:3456::1'],
  localhost: ['127.0.0.1', '::1'],
});

const production: PushEndpointPolicy = { allowLoopbackTestService: false, resolveHost };
const testStack: PushEndpointPolicy = { allowLoopbackTestService: true, resolveHost };

const INNER_ADDRESSES = [
  '127.0.0.1',
  '127.1',
  '127.0.1',
  '2130706433',
  '0x7f.1',
  '0x7f000001',
  '0177.0.0.1',
  '017700000001',
  '[::1]',
  '[0:0:0:0:0:0:0:1]',
  '[::ffff:127.0.0.1]',
  '[::ffff:7f00:1]',
  '0.0.0.0',
  '0',
  '[::]',
  '10.0.0.1',
  '10.255.255.254',
  '172.16.0.1',
  '192.168.1.1',
  '169.254.169.254',
  '100.64.0.1',
  '224.0.0.1',
  '255.255.255.255',
  '[fc00::1]',
  '[fd00:ec2::254]',
  '[fe80::1]',
  '[ff02::1]',
  '[64:ff9b::7f00:1]',
  '[2002:7f00:1::]',
  '[::ffff:10.0.0.1]',
  '[::ffff:169.254.169.254]',
];

describe('push endpoint policy', () => {
  it('accepts https push services whose every address is public', async () => {
    for (const endpoint of [
      'https://push.example.com/fcm/send/abc:def',
      'https://dual.example.com/wpush/v2/1',
      `https://${PUBLIC_ADDRESS}/push/1`,
      'https://[2606:4700::1]/push/1',
    ]) {
      expect(await isAllowedPushEndpoint(endpoint, production), endpoint).toBe(true);
    }
  });

  it('refuses every spelling of loopback, private, link-local and other inner addresses', async () => {
    for (const host of INNER_ADDRESSES) {
      for (const scheme of ['https', 'http']) {
        const endpoint = `${scheme}://${host}/push/1`;
        expect(await isAllowedPushEndpoint(endpoint, production), endpoint).toBe(false);
      }
    }
  });

  it('checks what a name resolves to: any inner address, or none at all, is refused', async () => {
    for (const host of [
      'rebind.example.com',
      'internal.example.com',
      'metadata.example.com',
      'mapped.example.com',
      'v6-inner.example.com',
      'localhost',
      'unknown.example.com',
    ]) {
      expect(await isAllowedPushEndpoint(`https://${host}/push/1`, production), host).toBe(false);
    }
  });

  it('never sends plain http elsewhere, to credentials in the URL or to non-URLs', async () => {
    for (const policy of [production, testStack]) {
      expect(await isAllowedPushEndpoint('http://push.example.com/1', policy)).toBe(false);
      expect(await isAllowedPushEndpoint('https://user:pw@push.example.com/1', policy)).toBe(false);
      expect(await isAllowedPushEndpoint('ftp://push.example.com/1', policy)).toBe(false);
      expect(await isAllowedPushEndpoint('not a url', policy)).toBe(false);
    }
  });

  it('lets the test allowance reach loopback only, in any spelling, and nothing else inner', async () => {
    for (const endpoint of [
      'http://127.0.0.1:4000/push/1',
      'http://127.1:4000/push/1',
      'http://localhost:4000/push/1',
      'http://[::1]:4000/push/1',
      'https://127.0.0.1:4000/push/1',
    ]) {
      expect(await isAllowedPushEndpoint(endpoint, testStack), endpoint).toBe(true);
    }
    for (const endpoint of [
      'http://10.0.0.1/push/1',
      'https://169.254.169.254/push/1',
      'https://rebind.example.com/push/1',
    ]) {
      expect(await isAllowedPushEndpoint(endpoint, testStack), endpoint).toBe(false);
    }
  });

  it('gives the test allowance only to an explicit setting on a plain-http loopback origin', () => {
    const allowed = (env: Record<string, string>) =>
      pushEndpointPolicyFor(testConfig(env)).allowLoopbackTestService;
    const on = { PUSH_TEST_SERVICE_ON_LOOPBACK: '1' };
    expect(allowed({ ...on, PUBLIC_ORIGIN: 'http://localhost:8080' })).toBe(true);
    expect(allowed({ ...on, PUBLIC_ORIGIN: 'http://127.0.0.1:3000' })).toBe(true);
    // A local stack without the setting (npm start) and any origin a browser elsewhere reaches.
    expect(allowed({ PUBLIC_ORIGIN: 'http://localhost:8080' })).toBe(false);
    expect(allowed({ ...on, PUBLIC_ORIGIN: 'https://wallet.tapwallet.example' })).toBe(false);
    expect(allowed({ ...on, PUBLIC_ORIGIN: 'http://wallet.tapwallet.example' })).toBe(false);
    expect(allowed({ ...on, PUBLIC_ORIGIN: 'https://localhost:8443' })).toBe(false);
    expect(
      allowed({ PUSH_TEST_SERVICE_ON_LOOPBACK: 'true', PUBLIC_ORIGIN: 'http://localhost' }),
    ).toBe(false);
  });
});
