import type { ErrorComponentProps } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';

// A rendering failure is rare: the error screen's code (and the Mantine parts only it uses)
// loads when one happens instead of with every first screen.
const ErrorScreen = lazy(() =>
  import('./error-screen').then((module) => ({ default: module.ErrorScreen })),
);

export function LazyErrorScreen(props: ErrorComponentProps) {
  return (
    <Suspense fallback={null}>
      <ErrorScreen {...props} />
    </Suspense>
  );
}
