import { createRootRouteWithContext } from '@tanstack/react-router';
import { RootLayout } from '../app/root-layout';
import type { RouterContext } from './router-context';

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
});
