// @vitest-environment jsdom
// How addresses and the auth machine drive each other (DESIGN §4): visiting an auth path sends the
// event that moves the machine there, the machine's own moves change the address, and no guard
// decides before the app-start check has answered.
import '../../test-support/app/setup-dom';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeIdentity, neverSettles, userFor } from '../../test-support/app/fake-identity';
import { recordLoadedRoutes } from '../../test-support/app/loaded-routes';
import { renderApp } from '../../test-support/app/render-app';
import { authStateOf } from '../features/auth/auth-actor';
import type { AuthUser } from '../features/auth/chart/auth-types';

function heading(name: string) {
  return screen.findByRole('heading', { level: 1, name });
}

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** Every auth state the actor passes through, from now on. */
function recordStates(auth: ReturnType<typeof renderApp>['auth']) {
  const states: string[] = [authStateOf(auth.getSnapshot())];
  auth.subscribe((snapshot) => {
    const state = authStateOf(snapshot);
    if (states.at(-1) !== state) states.push(state);
  });
  return states;
}

describe('addresses move the auth machine', () => {
  it.each([
    ['/login', 'signIn', 'Login'],
    ['/signUp', 'signUp', 'Sign Up'],
    ['/forgotPassword', 'forgotPassword', 'Forgot Password'],
    ['/newPassword', 'newPassword', 'Confirm Account'],
    ['/confirmSignUp', 'confirmSignUp', 'Confirm Sign Up'],
    ['/login?state=signUp', 'signUp', 'Sign Up'],
    ['/SIGNUP', 'signUp', 'Sign Up'],
  ])('%s puts the machine in %s and shows its screen', async (path, state, title) => {
    const { auth } = renderApp(path);
    await heading(title);
    expect(authStateOf(auth.getSnapshot())).toBe(state);
  });

  it("takes /confirmSignUp's e-mail, normalised", async () => {
    const { auth } = renderApp('/confirmSignUp?email=%20Ann.Lee%40Example.COM');
    await heading('Confirm Sign Up');
    expect(auth.getSnapshot().context.email).toBe('ann.lee@example.com');
    expect(screen.getByText(/ann\.lee@example\.com/)).toBeTruthy();
  });

  it('remembers the asked-for screen during the app-start check instead of passing sign-in', async () => {
    const check = deferred<AuthUser | null>();
    const identity = createFakeIdentity({ overrides: { currentUser: () => check.promise } });
    const { auth } = renderApp('/signUp', { identity });
    const states = recordStates(auth);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    await act(async () => check.resolve(null));
    await heading('Sign Up');
    expect(states).toEqual(['loading', 'signUp']);
  });

  it('keeps the current screen on any other signed-out path', async () => {
    const { router } = renderApp('/forgotPassword');
    await heading('Forgot Password');
    await act(() => router.navigate({ to: '/event/wallet' }));
    await heading('Forgot Password');
    expect(router.state.location.pathname).toBe('/event/wallet');
  });

  it('follows the screen links: Create Account, Login, Reset Password', async () => {
    const { router, auth } = renderApp('/login');
    await heading('Login');
    fireEvent.click(await screen.findByRole('link', { name: 'Create Account' }));
    await heading('Sign Up');
    expect(router.state.location.pathname).toBe('/signUp');
    fireEvent.click(within(screen.getByRole('main')).getByRole('link', { name: 'Login' }));
    await heading('Login');
    expect(authStateOf(auth.getSnapshot())).toBe('signIn');
    // The login screen may still be loading its chunk when its heading first shows up.
    fireEvent.click(await screen.findByRole('link', { name: 'Reset Password' }));
    await heading('Forgot Password');
    expect(router.state.location.pathname).toBe('/forgotPassword');
  });
});

describe('guards wait for the app-start check', () => {
  it('redirects a stored session from /login to /home without showing the login screen', async () => {
    const check = deferred<AuthUser | null>();
    const identity = createFakeIdentity({ overrides: { currentUser: () => check.promise } });
    const { router } = renderApp('/login', { identity });
    await act(async () => {});
    expect(screen.queryByRole('heading', { name: 'Login' })).toBeNull();
    await act(async () => check.resolve(userFor('ann@example.com')));
    await heading('My Events');
    expect(router.state.location.pathname).toBe('/home');
  });

  it('lets a signed-in route through only once the check finds a session', async () => {
    const check = deferred<AuthUser | null>();
    const identity = createFakeIdentity({ overrides: { currentUser: () => check.promise } });
    const { router } = renderApp('/profile', { identity });
    const loaded = recordLoadedRoutes(router);
    await act(async () => {});
    expect(loaded).toEqual([]);
    await act(async () => check.resolve(userFor('ann@example.com')));
    await waitFor(() =>
      expect(loaded[0]).toEqual({ pathname: '/profile', routeId: '/signed-in/profile' }),
    );
  });
});

describe('the machine moves the address', () => {
  it('goes to /home after signing in', async () => {
    const { router, identity } = renderApp('/login');
    await heading('Login');
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'ann@example.com' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'Secret-pass-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await heading('My Events');
    expect(router.state.location.pathname).toBe('/home');
    expect(identity.user?.email).toBe('ann@example.com');
  });

  it('goes to /confirmSignUp?email=… after signing up', async () => {
    const { router } = renderApp('/signUp');
    await heading('Sign Up');
    fireEvent.change(screen.getByLabelText(/First Name/), { target: { value: 'Ann' } });
    fireEvent.change(screen.getByLabelText(/Last Name/), { target: { value: 'Lee' } });
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'Ann@Example.com' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'Secret-pass-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await heading('Confirm Sign Up');
    expect(router.state.location.pathname).toBe('/confirmSignUp');
    expect(router.state.location.search).toEqual({ email: 'ann@example.com' });
  });
});

describe('the hosted sign-in return', () => {
  it('exchanges the code and state of /oauth/login, processing meanwhile, then /home', async () => {
    const exchange = deferred<AuthUser>();
    const identity = createFakeIdentity({
      overrides: { completeHostedSignIn: () => exchange.promise },
    });
    const { router } = renderApp('/oauth/login?code=abc&state=s1', { identity });
    await heading('Login');
    expect(screen.getByText('Logging in please wait...')).toBeTruthy();
    expect(identity.callsTo('completeHostedSignIn')).toEqual([{ code: 'abc', state: 's1' }]);
    await act(async () => exchange.resolve(userFor('social@example.com')));
    await heading('My Events');
    expect(router.state.location.pathname).toBe('/home');
  });

  it('leaves for the hosted page from the social sign-in button', async () => {
    const identity = createFakeIdentity({ overrides: { beginHostedSignIn: neverSettles } });
    renderApp('/login', { identity });
    await heading('Login');
    fireEvent.click(screen.getByRole('button', { name: 'Social Login' }));
    await waitFor(() => expect(identity.callsTo('beginHostedSignIn')).toHaveLength(1));
    expect(screen.getByText('Logging in please wait...')).toBeTruthy();
  });

  it('alerts a failed exchange and goes to /login', async () => {
    const identity = createFakeIdentity({
      overrides: {
        completeHostedSignIn: () => Promise.reject(Object.assign(new Error('bad'), { code: 'x' })),
      },
    });
    const { router } = renderApp('/oauth/login?code=abc&state=s1', { identity });
    expect(await screen.findByText('Social Login Failed')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
