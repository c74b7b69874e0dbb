import { describe, expect, it } from 'vitest';
import { firstScreenOf, withFirstScreenPreloads } from './first-screen-preloads';

const page = '<html><head><title>TapWallet</title></head><body><div id="root"></div></body></html>';

describe('firstScreenOf', () => {
  it('knows the addresses that open on the authentication screens and on Home, in any case', () => {
    for (const path of [
      '/login',
      '/LOGIN',
      '/signUp',
      '/forgotPassword',
      '/confirmsignup',
      '/oauth/login',
    ])
      expect(firstScreenOf(path), path).toBe('signedOut');
    for (const path of ['/home', '/Home/', '/eventHome', '/customer/home'])
      expect(firstScreenOf(path), path).toBe('home');
  });

  it('guesses nothing for the other addresses', () => {
    for (const path of ['/', '/profile', '/event/wallet', '/policy/terms', '/homes', '/login/x'])
      expect(firstScreenOf(path), path).toBeNull();
  });
});

describe('withFirstScreenPreloads', () => {
  it("preloads the screen's scripts in the head and puts its styles after the shell", () => {
    const html = withFirstScreenPreloads(page, {
      scripts: ['/assets/home-screen-abc.js', '/assets/api-clients-def.js'],
      styles: ['/assets/home-screen-ghi.css'],
    });
    expect(html).toBe(
      '<html><head><title>TapWallet</title><link rel="modulepreload" crossorigin href="/assets/home-screen-abc.js"><link rel="modulepreload" crossorigin href="/assets/api-clients-def.js"></head>' +
        '<body><div id="root"></div><link rel="stylesheet" crossorigin href="/assets/home-screen-ghi.css"></body></html>',
    );
  });

  it('announces only built assets, and nothing without a list', () => {
    expect(
      withFirstScreenPreloads(page, {
        scripts: ['https://elsewhere.example/x.js', '/assets/a"><script>.js'],
        styles: ['/config.json'],
      }),
    ).toBe(page);
    expect(withFirstScreenPreloads(page, undefined)).toBe(page);
  });
});
