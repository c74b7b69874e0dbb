import type { AxiosInstance } from 'axios';
import { useEffect, useState } from 'react';
import { InstallPrompt } from '../pwa/install-prompt';
import { usePushRegistration } from '../pwa/use-push-registration';
import { useAppContext } from './use-app-context';

function PushRegistration(props: { privateApi: AxiosInstance; vapidPublicKey: string }) {
  usePushRegistration(props);
  return null;
}

// spec §1: the home page offers installing the app and asks for push-notification permission.
export function HomePwa() {
  const { api, config } = useAppContext();
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
      {privateApi && (
        <PushRegistration privateApi={privateApi} vapidPublicKey={config.vapidPublicKey} />
      )}
    </>
  );
}
