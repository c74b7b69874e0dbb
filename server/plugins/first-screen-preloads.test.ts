import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIRST_SCREENS_FILE,
  type FirstScreens,
  firstScreenOf,
  withFirstScreenPreloads,
} from './first-screen-preloads';
import { registerSpa } from './spa';

const PAGE = '<html><head><title>T</title></head><body></body></html>';
const HOME: FirstScreens = {
  '/home': { scripts: ['/assets/signed-in-1.js'], styles: ['/assets/signed-in-1.css'] },
};

describe("a first screen's preloads in its page", () => {
  it('go at the end of the head: scripts as module preloads, style sheets as style preloads', () => {
    expect(withFirstScreenPreloads(PAGE, HOME['/home'])).toBe(
      '<html><head><title>T</title><link rel="modulepreload" crossorigin href="/assets/signed-in-1.js">' +
        '<link rel="preload" as="style" crossorigin href="/assets/signed-in-1.css"></head><body></body></html>',
    );
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
      await registerSpa(app, dir);
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
      for (const url of ['/', '/profile', '/home/more', '/__proto__']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toBe(PAGE);
      }
    });
  });
});
