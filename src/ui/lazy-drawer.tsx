import type { DrawerProps } from '@mantine/core';
import { lazy, Suspense } from 'react';

const DrawerOnDemand = lazy(() =>
  import('./drawer-on-demand').then((module) => ({ default: module.DrawerOnDemand })),
);

/**
 * A Mantine Drawer whose code is fetched when `used` first turns true (the first tap on what
 * opens it), then stays for its transitions. Its own Suspense boundary keeps that fetch from
 * suspending the screen around it.
 */
export function LazyDrawer({ used, ...props }: DrawerProps & { used: boolean }) {
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <DrawerOnDemand {...props} />
    </Suspense>
  );
}
