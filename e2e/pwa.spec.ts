import { createECDH, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import type { RuntimeConfig } from '../core/contracts/runtime-config';
import { CUSTOMER_OFFLINE } from '../core/domain/messages';
import { walletPushPayload } from '../server/push/wallet-notifications';
import { INSTALL_DECLINED_KEY } from '../src/features/pwa/install-prompt-store';
import { screenHeading } from './support/auth-pages';
import { demoUser } from './support/demo-user';
import { signInWithTokens } from './support/sign-in';
import { expect, test } from './support/test';

// This spec needs the service worker that playwright.config.ts blocks for the others.
test.use({ serviceWorkers: 'allow' });

const SW_URL = '/service-worker.js';

/** The script URL of the worker controlling the page, or null when none does. */
function controllerScript(page: Page): Promise<string | null> {
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);
}

/** Waits until the service worker is active, then reloads so that it controls the page. */
async function underServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => controllerScript(page)).toMatch(/\/service-worker\.js$/);
}

/** The signed-in user's API token, as the SPA stored it (spec §6: access token locally). */
async function storedAccessToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.endsWith('.accessToken'));
    const token = key ? localStorage.getItem(key) : null;
    if (!token) throw new Error('not signed in');
    return token;
  });
}

test.describe('installable app', () => {
  test('the service worker at /service-worker.js controls the page after a reload @phone', async ({
    page,
    request,
  }) => {
    const script = await request.get(SW_URL);
    expect(script.status()).toBe(200);
    expect(script.headers()['content-type']).toMatch(/javascript/);
    // Revalidated on every check, so a new deployment's worker is found at once.
    expect(script.headers()['cache-control']).toBe('no-cache');

    await page.goto('/login');
    const active = await page.evaluate(() =>
      navigator.serviceWorker.ready.then((registration) => ({
        script: registration.active?.scriptURL,
        scope: registration.scope,
      })),
    );
    expect(active.script).toMatch(/\/service-worker\.js$/);
    expect(new URL(active.scope).pathname).toBe('/');
    // The first load ran without it: a worker never takes over a page behind its back.
    expect(await controllerScript(page)).toBeNull();

    await page.reload();
    expect(await controllerScript(page)).toMatch(/\/service-worker\.js$/);
  });

  test("the manifest passes Chromium's installability checks @phone", async ({
    baseURL,
    request,
  }, testInfo) => {
    // Chromium never offers to install from an incognito profile, which every test context is;
    // the check runs in a profile of its own.
    const profile = await mkdtemp(join(tmpdir(), 'tapwallet-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      ...testInfo.project.use.launchOptions,
      baseURL,
    });
    const checks = async () => {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/login');
      await underServiceWorker(page);
      const cdp = await context.newCDPSession(page);
      return {
        ...(await cdp.send('Page.getInstallabilityErrors')),
        ...(await cdp.send('Page.getAppManifest')),
      };
    };
    const { installabilityErrors, url, errors, data } = await checks().finally(async () => {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    });
    expect(installabilityErrors).toEqual([]);
    expect(errors).toEqual([]);
    expect(new URL(url).pathname).toBe('/manifest.webmanifest');
    const manifest = JSON.parse(data ?? '{}') as {
      name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'TapWallet',
      start_url: '/home',
      display: 'standalone',
      theme_color: '#008676',
    });
    const icons = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(icons).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      const response = await request.get(icon.src);
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
    }
  });

  test('offline, a reload of /home still shows the app; the API is never answered from a cache @phone', async ({
    page,
    context,
    request,
  }) => {
    await signInWithTokens(page, request, demoUser());
    await page.goto('/home');
    await underServiceWorker(page);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Logout' })).toBeVisible();
    const cards = page.getByTestId('registration-card');
    await expect(cards.first()).toBeVisible();
    const online = await cards.count();

    await context.setOffline(true);
    await page.reload();
    await expect(page).toHaveURL(/\/home$/);
    await expect(header.getByRole('link', { name: 'Logout' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'My Events' })).toBeVisible();
    await expect(page.getByText(CUSTOMER_OFFLINE)).toBeVisible();
    // The last registrations fetched, shown under the warning.
    await expect(cards).toHaveCount(online);

    const offline = await page.evaluate(async () => {
      const attempt = (url: string, init?: RequestInit) =>
        fetch(url, init).then(
          (response) => `answered ${response.status}`,
          () => 'failed',
        );
      return {
        customer: await attempt('/api/private/customer', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ returning: false }),
        }),
        health: await attempt('/health'),
        settings: await attempt('/config.json'),
      };
    });
    // The screens learn they are offline (and say so) instead of getting an old answer.
    expect(offline).toEqual({ customer: 'failed', health: 'failed', settings: 'answered 200' });
    await context.setOffline(false);
  });

  test('offline, Logout forgets the session on this device: a reload lands on /login @phone', async ({
    page,
    context,
    request,
  }) => {
    await signInWithTokens(page, request, demoUser());
    await page.goto('/home');
    await underServiceWorker(page);
    const logout = page.getByRole('banner').getByRole('link', { name: 'Logout' });
    await expect(logout).toBeVisible();

    // The identity cannot be reached to revoke the session: the device forgets it all the same.
    await context.setOffline(true);
    await logout.click();
    await expect(page).toHaveURL(/\/login$/);
    const stored = () =>
      page.evaluate(() =>
        Object.keys(localStorage).filter((key) =>
          key.startsWith('CognitoIdentityServiceProvider.'),
        ),
      );
    expect(await stored()).toEqual([]);
    // The next person on a shared phone reloads: signed out.
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    await expect(screenHeading(page, 'Login')).toBeVisible();
    expect(await stored()).toEqual([]);
    await context.setOffline(false);
  });

  test('the home page offers installing, and a decline is remembered', async ({
    page,
    request,
  }) => {
    await signInWithTokens(page, request, demoUser());
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: 'My Events' })).toBeVisible();
    const offer = page.getByRole('region', { name: 'Install TapWallet' });
    // What Chromium fires once the app is installable; its dialog is answered 'dismissed'.
    const browserOffers = () =>
      page.evaluate(() => {
        const event = new Event('beforeinstallprompt', { cancelable: true });
        Object.assign(event, {
          prompt: async () => {},
          userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
        });
        window.dispatchEvent(event);
        return event.defaultPrevented;
      });

    await expect(offer).toBeHidden();
    expect(await browserOffers()).toBe(true);
    await expect(offer).toBeVisible();
    await offer.getByRole('button', { name: 'Not now' }).click();
    await expect(offer).toBeHidden();
    expect(await page.evaluate((key) => localStorage.getItem(key), INSTALL_DECLINED_KEY)).toBe(
      'true',
    );

    await page.reload();
    await expect(page.getByRole('heading', { name: 'My Events' })).toBeVisible();
    await browserOffers();
    await expect(page.getByRole('region', { name: 'Install TapWallet' })).toHaveCount(0);
  });
});

test.describe('push notifications', () => {
  test('the signed-in customer can register a browser push subscription @phone', async ({
    page,
    request,
  }) => {
    await signInWithTokens(page, request, demoUser());
    await page.goto('/home');
    const token = await storedAccessToken(page);
    const config = (await (await request.get('/config.json')).json()) as RuntimeConfig;
    // A P-256 public key, as the SPA subscribes with it.
    expect(Buffer.from(config.vapidPublicKey, 'base64url')).toHaveLength(65);

    const browserKeys = createECDH('prime256v1');
    const subscription = {
      // The server accepts only push services at public addresses (checked after DNS), so a
      // literal public address stands in for one: it needs no name lookup on any CI machine.
      endpoint: `https://93.184.215.14/push/${randomBytes(8).toString('hex')}`,
      expirationTime: null,
      keys: {
        p256dh: browserKeys.generateKeys().toString('base64url'),
        auth: randomBytes(16).toString('base64url'),
      },
    };
    const headers = { authorization: `Bearer ${token}` };
    const register = await request.post('/api/private/customer/push/register', {
      headers,
      data: subscription,
    });
    expect(register.status(), await register.text()).toBeLessThan(300);
    const refused = await request.post('/api/private/customer/push/register', {
      data: subscription,
    });
    expect(refused.status()).toBe(401);
  });

  test('the service worker shows a wallet push and keeps where it leads @phone', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['notifications'], { origin: baseURL });
    await page.goto('/login');
    await underServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => !r.isDeleted && r.scopeURL === `${baseURL}/`);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');

    const payload = walletPushPayload(
      {
        type: 'REFUND_PAID',
        walletId: 'wallet-1',
        customerId: 'customer-1',
        reference: 'R-1',
        totalCents: 4_750,
      },
      { eventId: 'event-1', eventName: 'Summer Fest' },
    );
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: `${baseURL}/`,
      registrationId: await registrationId,
      data: JSON.stringify(payload),
    });

    const shown = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((notification) => ({
          title: notification.title,
          body: notification.body,
          tag: notification.tag,
          data: notification.data as unknown,
        }));
      });
    await expect.poll(shown).toEqual([
      {
        title: payload.title,
        body: payload.body,
        tag: payload.tag,
        data: { url: payload.url },
      },
    ]);
  });
});
