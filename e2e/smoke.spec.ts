import type { Page, TestInfo } from '@playwright/test';
import type { RuntimeConfig } from '../core/contracts/runtime-config';
import { expectNoAxeViolations } from './support/axe';
import { demoUser } from './support/demo-user';
import { signInWithTokens } from './support/sign-in';
import { expect, test } from './support/test';

const PUBLIC_LINKS = ['Login', 'Terms', 'Privacy Policy', 'FAQ', 'Contact Us'];

async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}-${testInfo.project.name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(`${name} (${testInfo.project.name})`, { path, contentType: 'image/png' });
}

function authScreen(page: Page) {
  return page.getByRole('main').getByRole('heading', { name: 'Login', exact: true });
}

test.describe('signed out', () => {
  test('/ goes to /login, which shows the sign-in screen', async ({ page }, testInfo) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(authScreen(page)).toBeVisible();
    await screenshot(page, testInfo, 'login');
  });

  test('any other path shows the authentication flow and keeps the address', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(authScreen(page)).toBeVisible();
    await expect(page).toHaveURL(/\/no\/such\/page$/);
    await expect(page.getByText('404')).toHaveCount(0);
  });

  const policies = [
    {
      path: '/policy/terms',
      title: 'Terms and Conditions',
      text: /activation fee, usually \$4\.00/,
    },
    { path: '/policy/privacy', title: 'Privacy Policy', text: 'What we keep' },
    {
      path: '/policy/faq',
      title: 'Frequently Asked Questions',
      text: 'Who do I contact for help?',
    },
  ];
  for (const policy of policies) {
    test(`${policy.path} shows its content and Back goes to /login`, async ({ page }, testInfo) => {
      await page.goto(policy.path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: policy.title })).toBeVisible();
      await expect(main.getByText(policy.text).first()).toBeVisible();
      await screenshot(page, testInfo, policy.path.slice(1).replace('/', '-'));
      await main.getByRole('link', { name: 'Back' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(authScreen(page)).toBeVisible();
    });
  }

  test('the FAQ answers open and name the support e-mail', async ({ page, request }) => {
    const config = (await (await request.get('/config.json')).json()) as RuntimeConfig;
    await page.goto('/policy/faq');
    await page.getByRole('button', { name: 'Who do I contact for help?' }).click();
    await expect(page.getByRole('link', { name: config.supportEmail }).first()).toBeVisible();
  });

  test('at phone width the header collapses to a drawer menu @phone', async ({
    page,
  }, testInfo) => {
    await page.goto('/login');
    const header = page.getByRole('banner');
    for (const name of PUBLIC_LINKS) {
      await expect(header.getByRole('link', { name, exact: true })).toBeHidden();
    }
    await header.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog');
    for (const name of PUBLIC_LINKS) {
      await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expectNoAxeViolations(page, 'the menu drawer');
    await screenshot(page, testInfo, 'menu');
    await drawer.getByRole('link', { name: 'FAQ', exact: true }).click();
    await expect(page).toHaveURL(/\/policy\/faq$/);
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('at desktop width the header links are inline @desktop', async ({ page, request }) => {
    const config = (await (await request.get('/config.json')).json()) as RuntimeConfig;
    await page.goto('/login');
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Menu' })).toBeHidden();
    for (const name of PUBLIC_LINKS) {
      await expect(header.getByRole('link', { name, exact: true })).toBeVisible();
    }
    const contact = header.getByRole('link', { name: 'Contact Us' });
    await expect(contact).toHaveAttribute('href', config.contactUrl);
    await header.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/policy\/privacy$/);
  });
});

test.describe('signed in', () => {
  test.beforeEach(async ({ page, request }) => {
    await signInWithTokens(page, request, demoUser());
  });

  test('an unknown path shows the 404 page, whose Home leads to /home', async ({
    page,
  }, testInfo) => {
    await page.goto('/no/such/page');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(main.getByText('/no/such/page')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Contact' })).toBeVisible();
    await screenshot(page, testInfo, 'not-found');
    await main.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('/eventHome and /login lead to /home', async ({ page }) => {
    await page.goto('/eventHome');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('Logout in the header returns to /login, signed out', async ({ page }) => {
    await page.goto('/home');
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(authScreen(page)).toBeVisible();
    await expect(header.getByRole('link', { name: 'Logout' })).toHaveCount(0);
    // The stored session is gone: a reload stays signed out.
    await page.reload();
    await expect(authScreen(page)).toBeVisible();
  });

  test('Logout forgets the session at once: a reload before the identity library arrives finds no one @phone', async ({
    page,
  }) => {
    await page.goto('/home');
    await expect(page.getByRole('main').getByRole('heading', { name: 'My Events' })).toBeVisible();
    // A slow network: the identity library, which signing out loads, never arrives.
    await page.route(/\/assets\/cognito-identity-[^/]+\.js$/, () => {});
    await page.getByRole('banner').getByRole('link', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // Nothing of the session stays on the device, tokens included (a shared phone).
    const stored = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('CognitoIdentityServiceProvider.')),
    );
    expect(stored).toEqual([]);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    await expect(authScreen(page)).toBeVisible();
  });
});

// No browser involved: once, at desktop width, is enough.
test.describe('server @desktop', () => {
  test('/health is ok', async ({ request }) => {
    const response = await request.get('/health');
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok' });
  });

  test('/config.json has the identity settings of the running identity service', async ({
    request,
  }) => {
    const config = (await (await request.get('/config.json')).json()) as RuntimeConfig;
    expect(config.productName).toBe('TapWallet');
    expect(config.identity).toMatchObject({
      region: 'ap-southeast-2',
      authFlow: 'USER_PASSWORD_AUTH',
      tokenUse: 'access',
    });
    expect(config.identity.userPoolId).toMatch(/^[\w-]+_[0-9a-zA-Z]+$/);
    expect(config.identity.clientId).not.toBe('');
    expect(config.identity.scopes).toEqual(
      expect.arrayContaining(['openid', 'email', 'aws.cognito.signin.user.admin']),
    );
    const { endpoint, userPoolId } = config.identity;
    const jwks = await request.get(`${endpoint}/${userPoolId}/.well-known/jwks.json`);
    expect(jwks.status()).toBe(200);
    expect(((await jwks.json()) as { keys: unknown[] }).keys.length).toBeGreaterThan(0);
  });

  test('the identity is published on our origin and refuses its admin targets there', async ({
    request,
    baseURL,
  }) => {
    const { identity } = (await (await request.get('/config.json')).json()) as RuntimeConfig;
    expect(identity.endpoint).toBe(`${baseURL}/identity`);
    expect(identity.hostedDomain).toBe(`${baseURL}/identity`);
    for (const target of ['ListUsers', 'AdminSetUserPassword', 'AdminCreateUser']) {
      const response = await request.post(identity.endpoint, {
        headers: {
          'Content-Type': 'application/x-amz-json-1.1',
          'X-Amz-Target': `AWSCognitoIdentityProviderService.${target}`,
        },
        data: JSON.stringify({
          UserPoolId: identity.userPoolId,
          Username: 'demo@tapwallet.example',
        }),
      });
      // As Cognito answers an operation it does not know: 400 in its error shape.
      expect(response.status()).toBe(400);
      expect(await response.json()).toMatchObject({ __type: 'UnknownOperationException' });
    }
  });
});
