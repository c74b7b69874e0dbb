// @vitest-environment jsdom
import '../../test-support/app/setup-dom';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeIdentity, createFakeSessionApi } from '../../test-support/app/fake-identity';
import { testConfig } from '../../test-support/app/test-config';
import { createAuthActor } from '../features/auth/auth-actor';
import type { RouterContext } from '../router/router-context';
import { AppProviders } from './app-providers';
import { ErrorScreen } from './error-screen';
import { lazyApiClients } from './lazy-api-clients';

// A screen that fails to render until told otherwise; it sits at /eventHome, where the error
// screen's Home button leads, so pressing Home once it is fixed shows it again.
const failure = { active: true };
function FlakyScreen() {
  if (failure.active) throw new Error('Wallet exploded');
  return <p>Wallet rendered</p>;
}

// The error screen reads only the config; the auth actor is never started.
function routerContext(): RouterContext {
  const identity = createFakeIdentity();
  const effects = {
    navigate: () => {},
    showScreen: () => {},
    notify: () => {},
    logError: () => {},
  };
  return {
    auth: createAuthActor(identity, createFakeSessionApi(), effects),
    config: testConfig,
    api: lazyApiClients({ baseURL: 'http://api.invalid', getToken: identity.getToken }),
  };
}

function renderRoutes(initialPath: string, screens: Record<string, () => ReactNode>) {
  const rootRoute = createRootRouteWithContext<RouterContext>()({ component: Outlet });
  const routes = Object.entries(screens).map(([path, component]) =>
    createRoute({ getParentRoute: () => rootRoute, path, component }),
  );
  const router = createRouter({
    routeTree: rootRoute.addChildren(routes),
    context: routerContext(),
    history: createMemoryHistory({ initialEntries: [initialPath] }),
    defaultErrorComponent: ErrorScreen,
  });
  render(
    <AppProviders env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const renderFlakyApp = () => renderRoutes('/eventHome', { '/eventHome': FlakyScreen });

describe('ErrorScreen as the rendering-error boundary', () => {
  beforeEach(() => {
    failure.active = true;
    // React reports every caught render error on the console.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the error, the requested path, Home and Contact', async () => {
    renderFlakyApp();
    expect(await screen.findByRole('heading', { name: "This Doesn't Look Good" })).toBeTruthy();
    expect(
      screen.getByText('Sorry something went wrong while processing your request'),
    ).toBeTruthy();
    expect(screen.getByText('Wallet exploded')).toBeTruthy();
    expect(screen.getByText('/eventHome')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Home' })).toBeTruthy();
    const contact = screen.getByRole('link', { name: 'Contact' });
    expect(contact.getAttribute('href')).toBe(testConfig.contactUrl);
  });

  it('resets the boundary from the Home button', async () => {
    renderFlakyApp();
    await screen.findByRole('heading', { name: "This Doesn't Look Good" });
    failure.active = false;
    fireEvent.click(screen.getByRole('button', { name: 'Home' }));
    expect(await screen.findByText('Wallet rendered')).toBeTruthy();
    expect(screen.queryByText("This Doesn't Look Good")).toBeNull();
  });

  it('calls the reset handler and goes to /eventHome from Home', async () => {
    const reset = vi.fn();
    const router = renderRoutes('/event/wallet', {
      '/event/wallet': () => <ErrorScreen error={new Error('Wallet exploded')} reset={reset} />,
      '/eventHome': () => <p>Home reached</p>,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Home' }));
    expect(await screen.findByText('Home reached')).toBeTruthy();
    expect(reset).toHaveBeenCalledOnce();
    expect(router.state.location.pathname).toBe('/eventHome');
  });
});
