import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { AppProviders } from '../app/app-providers';
import { createAppRouter } from '../router/create-app-router';
import { createFakeSession, type FakeSession } from './fake-session';
import { testConfig } from './test-config';

export function renderApp(path: string, session: FakeSession = createFakeSession(false)) {
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter({ session, config: testConfig }, history);
  const view = render(
    <AppProviders env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, session };
}
