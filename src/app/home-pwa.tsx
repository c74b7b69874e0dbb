import { useMemo } from 'react';
import { endpointCaller } from '../api/call-endpoint';
import { InstallPrompt } from '../features/pwa/install-prompt';
import { usePushRegistration } from '../features/pwa/use-push-registration';
import { useAuthSelector } from './auth-actor-context';
import { useAppContext } from './use-app-context';

function PushRegistration(props: Parameters<typeof usePushRegistration>[0]) {
  usePushRegistration(props);
  return null;
}

// spec §1: the home page offers installing the app and asks for push-notification permission,
// once the profile says the customer has not opted out of notifications (spec §3 Profile).
export function HomePwa() {
  const { api, config } = useAppContext();
  const wantsNotifications = useAuthSelector(
    (snapshot) => snapshot.context.profile?.notificationOptOut === false,
  );
  const call = useMemo(() => endpointCaller(api), [api]);
  return (
    <>
      <InstallPrompt productName={config.productName} />
      {wantsNotifications && (
        <PushRegistration call={call} vapidPublicKey={config.vapidPublicKey} />
      )}
    </>
  );
}
