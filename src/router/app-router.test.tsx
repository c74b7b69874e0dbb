// @vitest-environment jsdom
import '../../test-support/app/setup-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  createFakeIdentity,
  createFakeSessionApi,
  neverSettles,
  userFor,
} from '../../test-support/app/fake-identity';
import { recordLoadedRoutes } from '../../test-support/app/loaded-routes';
import { renderApp } from '../../test-support/app/render-app';
import { testConfig } from '../../test-support/app/test-config';

const signedIn = () => ({ identity: createFakeIdentity({ user: userFor('ann@example.com') }) });

async function heading(name: string | RegExp) {
  return screen.findByRole('heading', { level: 1, name });
}

describe('signed-out routes', () => {
  it('redirects / to /login and shows sign-in', async () => {
    const { router } = renderApp('/');
    await heading('Login');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('matches the auth paths case-insensitively', async () => {
    renderApp('/LOGIN');
    await heading('Login');
  });

  it('shows the screen each auth path names', async () => {
    renderApp('/forgotpassword');
    await heading('Forgot Password');
  });

  it("lets /login's state query choose the first screen", async () => {
    renderApp('/login?state=signUp');
    await heading('Sign Up');
  });

  it('shows the authentication screens on any other path, without moving', async () => {
    const { router } = renderApp('/no/such/page');
    await heading('Login');
    expect(router.state.location.pathname).toBe('/no/such/page');
    expect(screen.queryByText('404')).toBeNull();
  });

  it('shows the authentication screens on a signed-in path', async () => {
    const { router } = renderApp('/event/wallet');
    await heading('Login');
    expect(router.state.location.pathname).toBe('/event/wallet');
    expect(screen.queryByRole('heading', { name: 'Event Wallet' })).toBeNull();
  });

  it('sends /logout and /oauth/logout to /login', async () => {
    const first = renderApp('/logout');
    await heading('Login');
    expect(first.router.state.location.pathname).toBe('/login');
    first.unmount();
    const second = renderApp('/oauth/logout');
    await heading('Login');
    expect(second.router.state.location.pathname).toBe('/login');
  });

  it('shows the login screen as processing on /oauth/login', async () => {
    const identity = createFakeIdentity({ overrides: { completeHostedSignIn: neverSettles } });
    renderApp('/oauth/login?code=abc&state=s1', { identity });
    await heading('Login');
    expect(screen.getByText('Logging in please wait...')).toBeTruthy();
  });

  it('alerts a failed social login and moves to /login', async () => {
    const { router } = renderApp('/oauth/login?error=access_denied');
    expect(await screen.findByText('Social Login Failed')).toBeTruthy();
    expect(
      screen.getByText('Your social login attempt has failed - please try again'),
    ).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows the public header', async () => {
    renderApp('/login');
    await heading('Login');
    const banner = screen.getByRole('banner');
    for (const name of ['Login', 'Terms', 'Privacy Policy', 'FAQ']) {
      expect(within(banner).getAllByRole('link', { name }).length).toBeGreaterThan(0);
    }
    const contact = within(banner).getAllByRole('link', { name: 'Contact Us' })[0];
    expect(contact?.getAttribute('href')).toBe(testConfig.contactUrl);
    expect(contact?.getAttribute('target')).toBe('_blank');
    expect(within(banner).queryByRole('link', { name: 'Logout' })).toBeNull();
  });
});

describe('public pages', () => {
  it.each([
    ['/policy/terms', 'Terms and Conditions'],
    ['/policy/privacy', 'Privacy Policy'],
    ['/policy/faq', 'Frequently Asked Questions'],
  ])('%s renders with a Back button to sign-in', async (path, title) => {
    const { router } = renderApp(path);
    await heading(title);
    const main = within(screen.getByRole('main'));
    expect(main.getAllByText(new RegExp(testConfig.productName)).length).toBeGreaterThan(0);
    const back = main.getByRole('link', { name: 'Back' });
    expect(back.getAttribute('href')).toBe('/login');
    fireEvent.click(back);
    await heading('Login');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('is reachable signed in', async () => {
    renderApp('/policy/terms', signedIn());
    await heading('Terms and Conditions');
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toBeTruthy();
  });
});

describe('signed-in routes', () => {
  it('redirects /login to /home', async () => {
    const { router } = renderApp('/login', signedIn());
    await heading('My Events');
    expect(router.state.location.pathname).toBe('/home');
  });

  it.each(['/customer/home', '/eventHome', '/oauth/login', '/'])(
    'redirects %s to /home',
    async (path) => {
      const { router } = renderApp(path, signedIn());
      await heading('My Events');
      expect(router.state.location.pathname).toBe('/home');
    },
  );

  // Route level only: what each screen then shows is its own feature's test.
  it.each([
    '/profile',
    '/event/register/ticket',
    '/event/register/tag',
    '/event/wallet',
    '/event/wallet/payment',
    '/event/wallet/refund',
    '/event/wallet/refund/request',
    '/event/wallet/refund/edit',
    '/event/wallet/transaction',
  ])('%s loads its signed-in route', async (path) => {
    // The customer list never answers, so no flow starts and moves the address on by itself.
    const { router } = renderApp(path, {
      ...signedIn(),
      sessionApi: createFakeSessionApi({ fetchCustomer: neverSettles }),
    });
    const loaded = recordLoadedRoutes(router);
    await waitFor(() =>
      expect(loaded[0]).toEqual({ pathname: path, routeId: `/signed-in${path}` }),
    );
  });

  it("moves the payment provider's return on to the wallet page with its parameters", async () => {
    const { router } = renderApp(
      '/event/wallet/payment/complete?registration=w-1&reference=TU-1&state=completed',
      signedIn(),
    );
    const loaded: unknown[] = [];
    router.subscribe('onLoad', ({ toLocation }) =>
      loaded.push({ pathname: toLocation.pathname, search: toLocation.search }),
    );
    await waitFor(() =>
      expect(loaded[0]).toEqual({
        pathname: '/event/wallet',
        search: { registration: 'w-1', reference: 'TU-1', state: 'completed' },
      }),
    );
  });

  it('shows the 404 page with the requested path for any other path', async () => {
    renderApp('/no/such/page', signedIn());
    await heading('404');
    expect(screen.getByText('/no/such/page')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/eventHome');
    expect(screen.getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe(
      testConfig.contactUrl,
    );
  });

  it('shows the 404 page on the other authentication paths', async () => {
    renderApp('/signUp', signedIn());
    await heading('404');
  });

  it('signs out on /logout and goes to /login', async () => {
    const { router, identity, auth } = renderApp('/logout', signedIn());
    await heading('Login');
    expect(identity.callsTo('signOut')).toHaveLength(1);
    expect(identity.user).toBeNull();
    expect(auth.getSnapshot().matches('signIn')).toBe(true);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the signed-in header, whose Logout signs out', async () => {
    const { router, identity } = renderApp('/home', signedIn());
    await heading('My Events');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe(
      '/home',
    );
    expect(within(banner).getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe(
      testConfig.contactUrl,
    );
    fireEvent.click(within(banner).getByRole('link', { name: 'Logout' }));
    await heading('Login');
    expect(identity.callsTo('signOut')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/login');
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: 'Logout' })).toBeNull();
  });
});
