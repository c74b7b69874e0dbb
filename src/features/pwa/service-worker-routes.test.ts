import { describe, expect, it } from 'vitest';
import { isRuntimeConfigRequest, isShellNavigation } from './service-worker-routes';

const ORIGIN = 'http://localhost:8080';
const navigate = { mode: 'navigate' as const };
const at = (path: string) => new URL(path, ORIGIN);

describe('isShellNavigation', () => {
  it('answers page loads of the client routes with the app shell', () => {
    for (const path of [
      '/',
      '/login',
      '/LOGIN',
      '/confirmSignUp?email=a%40b.c',
      '/forgotPassword',
      '/home',
      '/profile',
      '/eventHome',
      '/customer/home',
      '/event/wallet',
      '/event/wallet/payment/complete?state=completed',
      '/event/register/ticket',
      '/policy/faq',
      '/oauth/login?code=abc.def',
    ]) {
      expect(isShellNavigation(navigate, at(path), ORIGIN), path).toBe(true);
    }
  });

  it('leaves the API, server pages, files and other origins to the network', () => {
    for (const path of [
      '/api/private/customer',
      '/api',
      '/health',
      '/config.json',
      '/payments/sandbox/P-123',
      '/service-worker.js',
      '/manifest.webmanifest',
      '/no/such/page',
    ]) {
      expect(isShellNavigation(navigate, at(path), ORIGIN), path).toBe(false);
    }
    expect(isShellNavigation(navigate, new URL('http://elsewhere:8080/home'), ORIGIN)).toBe(false);
  });

  it('is only for navigations, never for fetches from the page', () => {
    expect(isShellNavigation({ mode: 'cors' }, at('/home'), ORIGIN)).toBe(false);
    expect(isShellNavigation({ mode: 'same-origin' }, at('/event/wallet'), ORIGIN)).toBe(false);
  });
});

describe('isRuntimeConfigRequest', () => {
  it('is /config.json of our origin only', () => {
    expect(isRuntimeConfigRequest(at('/config.json'), ORIGIN)).toBe(true);
    expect(isRuntimeConfigRequest(at('/config.json?x=1'), ORIGIN)).toBe(true);
    expect(isRuntimeConfigRequest(at('/api/config.json'), ORIGIN)).toBe(false);
    expect(isRuntimeConfigRequest(new URL('http://cdn.example/config.json'), ORIGIN)).toBe(false);
  });
});
