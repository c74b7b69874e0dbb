import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earlyCallScript, earlyCustomerCall } from './early-call-tag';
import {
  FIRST_SCREENS_FILE,
  type FirstScreens,
  firstScreenOf,
  withFirstScreenPreloads,
} from './first-screen-preloads';
import { registerSpa } from './spa';

const PAGE = '<html><head><title>T</title></head><body></body></html>';
const HOME: FirstScreens = {
  '/home': {
    scripts: ['/assets/signed-in-1.js'],
    styles: ['/assets/signed-in-1.css'],
    early: '/assets/early-1.js',
  },
};
const IDENTITY = { clientId: 'client-1', tokenUse: 'access' } as const;

describe("a first screen's preloads in its page", () => {
  it('go at the end of the head: scripts as module preloads, style sheets as style preloads', () => {
    expect(withFirstScreenPreloads(PAGE, HOME['/home'])).toBe(
      '<html><head><title>T</title><link rel="modulepreload" crossorigin href="/assets/signed-in-1.js">' +
        '<link rel="preload" as="style" crossorigin href="/assets/signed-in-1.css"></head><body></body></html>',
    );
  });

  it('are led by the early script, whose tag names the call and the stored sign-in', () => {
    const page = withFirstScreenPreloads(PAGE, HOME['/home'], (src) =>
      earlyCallScript(src, earlyCustomerCall(IDENTITY)),
    );
    expect(page).toContain(
      '<title>T</title><script type="module" async crossorigin src="/assets/early-1.js" data-early-call' +
        ' data-path="/api/private/customer" data-body="{&quot;returning&quot;:false}"' +
        ' data-storage-prefix="CognitoIdentityServiceProvider.client-1" data-token="accessToken"></script>' +
        '<link rel="modulepreload"',
    );
    expect(earlyCustomerCall({ clientId: 'c', tokenUse: 'id' }).token).toBe('idToken');
    // Without the identity's settings no early call is sent.
    expect(withFirstScreenPreloads(PAGE, HOME['/home'])).not.toContain('<script');
  });

  it('escape what goes into the early tag, and take only an asset path as its script', () => {
    const tag = earlyCallScript('/assets/e.js', {
      ...earlyCustomerCall(IDENTITY),
      storagePrefix: `x"><script>alert('1')</script>&`,
    });
    expect(tag).toContain(
      'data-storage-prefix="x&quot;&gt;&lt;script&gt;alert(&#39;1&#39;)&lt;/script&gt;&amp;"',
    );
    const early = (src: string) => earlyCallScript(src, earlyCustomerCall(IDENTITY));
    for (const src of ['https://evil.example/e.js', '/assets/e.js"><script>', '/e.js']) {
      const page = withFirstScreenPreloads(PAGE, { scripts: [], styles: [], early: src }, early);
      expect(page, src).toBe(PAGE);
    }
  });

  it("are only the build's asset paths, whatever the list says", () => {
    const page = withFirstScreenPreloads(PAGE, {
      scripts: ['https://evil.example/x.js', '/assets/a.js"><script>alert(1)</script>', '/x.js'],
      styles: ['/assets/../secret.css'],
    });
    expect(page).toBe(PAGE);
  });

  it("are looked up as the list's own addresses only", () => {
    expect(firstScreenOf(HOME, '/home')).toBe(HOME['/home']);
    expect(firstScreenOf(HOME, '/__proto__')).toBeUndefined();
    expect(firstScreenOf(HOME, '/constructor')).toBeUndefined();
  });

  describe('as served', () => {
    let dir: string;
    const app = Fastify();
    beforeAll(async () => {
      dir = await mkdtemp(path.join(tmpdir(), 'tapwallet-preloads-'));
      await writeFile(path.join(dir, 'index.html'), PAGE);
      await writeFile(path.join(dir, FIRST_SCREENS_FILE), JSON.stringify(HOME));
      await registerSpa(app, dir, IDENTITY);
    });
    afterAll(async () => {
      await app.close();
      await rm(dir, { recursive: true, force: true });
    });

    it("come with the page of a listed address, and with no other's", async () => {
      const home = await app.inject({ method: 'GET', url: '/home?x=1' });
      expect(home.body).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/signed-in-1.js">',
      );
      expect(home.body).toContain('data-storage-prefix="CognitoIdentityServiceProvider.client-1"');
      for (const url of ['/', '/profile', '/home/more', '/__proto__']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toBe(PAGE);
      }
    });
  });
});
