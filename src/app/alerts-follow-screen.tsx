import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { clearAlertsOfLastScreen } from '../ui/alerts';

/**
 * An outcome alert describes the screen it was shown on: moving to another screen (a link, Back,
 * a chart's move) clears it. The app's own corrections of the address (replace) are no move.
 */
export function AlertsFollowScreen() {
  const router = useRouter();
  useEffect(
    () =>
      router.history.subscribe(({ action }) => {
        if (action.type !== 'REPLACE') clearAlertsOfLastScreen();
      }),
    [router],
  );
  return null;
}
