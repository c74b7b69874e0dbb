import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_FORM } from '../../core/domain/auth-messages';
import { BOOT_LOGIN_ID, withLoginShell } from './login-shell';
import { registerSpa } from './spa';

const INDEX_HTML = path.resolve(import.meta.dirname, '../../index.html');

describe("index.html's login form", () => {
  it("takes the loader's place in the repository's index.html, with the login screen's texts", async () => {
    const html = withLoginShell(await readFile(INDEX_HTML, 'utf8'));
    expect(html).not.toContain('boot-loader"');
    const form = html.slice(html.indexOf(`<main class="boot-main" id="${BOOT_LOGIN_ID}">`));
    expect(form).toContain(`<h1>${LOGIN_FORM.title}</h1>`);
    expect(form).toMatch(
      /<label for="boot-email">Email<\/label>\s*<input id="boot-email" name="email" type="email"/,
    );
    expect(form).toMatch(
      /<label for="boot-password">Password<\/label>\s*<input id="boot-password" name="password" type="password"/,
    );
  });

  it('can send nothing: its only button is disabled, and it would post, never put the password in an address', () => {
    const html = withLoginShell('<div class="boot-loader" role="status"></div>');
    expect(html.match(/<button[^>]*>/g)).toEqual(['<button type="submit" disabled>']);
    expect(html).toContain('<form class="boot-card" method="post"');
  });

  it('leaves a page without the loader as it is', () => {
    expect(withLoginShell('<p>other</p>')).toBe('<p>other</p>');
  });

  describe('as served', () => {
    let dir: string;
    const app = Fastify();
    beforeAll(async () => {
      dir = await mkdtemp(path.join(tmpdir(), 'tapwallet-shell-'));
      await writeFile(path.join(dir, 'index.html'), await readFile(INDEX_HTML, 'utf8'));
      await registerSpa(app, dir);
    });
    afterAll(async () => {
      await app.close();
      await rm(dir, { recursive: true, force: true });
    });

    it('comes with a cold /login, with or without a query', async () => {
      for (const url of ['/login', '/login?next=1']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toContain(`id="${BOOT_LOGIN_ID}"`);
      }
    });

    it('does not come with any other screen, which may be signed in', async () => {
      for (const url of ['/', '/home', '/signUp', '/login/more', '/event/wallet?registration=x']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).not.toContain(BOOT_LOGIN_ID);
        expect(res.body, url).toContain('class="boot-loader"');
      }
    });
  });
});
