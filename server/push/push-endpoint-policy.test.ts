import { describe, expect, it } from 'vitest';
import { isAllowedPushEndpoint, pushEndpointPolicyFor } from './push-endpoint-policy';

describe('push endpoint policy', () => {
  const production = pushEndpointPolicyFor('https://wallet.tapwallet.example');
  const local = pushEndpointPolicyFor('http://localhost:8080');

  it('knows a local stack by its plain-http loopback origin', () => {
    expect(local.allowLoopbackHttp).toBe(true);
    expect(pushEndpointPolicyFor('http://127.0.0.1:3000').allowLoopbackHttp).toBe(true);
    expect(production.allowLoopbackHttp).toBe(false);
    expect(pushEndpointPolicyFor('http://wallet.example').allowLoopbackHttp).toBe(false);
  });

  it('sends to https push services everywhere', () => {
    const fcm = 'https://fcm.googleapis.com/fcm/send/abc:def';
    expect(isAllowedPushEndpoint(fcm, production)).toBe(true);
    expect(isAllowedPushEndpoint(fcm, local)).toBe(true);
  });

  it('sends to this machine only from a local stack', () => {
    for (const endpoint of [
      'http://127.0.0.1:4000/push/1',
      'http://localhost:4000/push/1',
      'http://[::1]:4000/push/1',
      'https://127.0.0.1:4000/push/1',
    ]) {
      expect(isAllowedPushEndpoint(endpoint, local), endpoint).toBe(true);
      expect(isAllowedPushEndpoint(endpoint, production), endpoint).toBe(false);
    }
  });

  it('never sends plain http elsewhere, to credentials in the URL or to non-URLs', () => {
    for (const policy of [local, production]) {
      expect(isAllowedPushEndpoint('http://169.254.169.254/latest', policy)).toBe(false);
      expect(isAllowedPushEndpoint('http://push.example/1', policy)).toBe(false);
      expect(isAllowedPushEndpoint('https://user:pw@push.example/1', policy)).toBe(false);
      expect(isAllowedPushEndpoint('ftp://push.example/1', policy)).toBe(false);
      expect(isAllowedPushEndpoint('not a url', policy)).toBe(false);
    }
  });
});
