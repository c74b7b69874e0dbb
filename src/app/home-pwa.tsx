import type { AxiosInstance } from 'axios';
import { useEffect, useState } from 'react';
import { InstallPrompt } from '../features/pwa/install-prompt';
import { usePushRegistration } from '../features/pwa/use-push-registration';
import { useAuthSelector } from './auth-actor-context';
import { useAppContext } from './use-app-context';

function PushRegistration(props: { privateApi: AxiosInstance; vapidPublicKey: string }) {
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
  const [privateApi, setPrivateApi] = useState<AxiosInstance | null>(null);
  useEffect(() => {
    let live = true;
    void api().then((clients) => {
      if (live) setPrivateApi(() => clients.privateApi);
    });
    return () => {
      live = false;
    };
  }, [api]);
  return (
    <>
      <InstallPrompt productName={config.productName} />
      {privateApi && wantsNotifications && (
        <PushRegistration privateApi={privateApi} vapidPublicKey={config.vapidPublicKey} />
      )}
    </>
  );
}
