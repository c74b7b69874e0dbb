import type { AxiosInstance } from 'axios';
import { useEffect } from 'react';
import { PUSH_REGISTER_PATH, registerForPush } from './push-registration';

export interface UsePushRegistrationOptions {
  /** The signed-in API client: the server files the subscription under the caller. */
  privateApi: AxiosInstance;
  vapidPublicKey: string;
}

/**
 * On the home page: asks for notification permission and registers this browser for push.
 * Spec §7: a failed registration is only logged, the page carries on as before.
 */
export function usePushRegistration({ privateApi, vapidPublicKey }: UsePushRegistrationOptions) {
  useEffect(() => {
    registerForPush({
      vapidPublicKey,
      notifications: 'Notification' in window ? Notification : null,
      serviceWorkerReady:
        'serviceWorker' in navigator && 'PushManager' in window
          ? () => navigator.serviceWorker.ready
          : null,
      send: (subscription) => privateApi.post(PUSH_REGISTER_PATH, subscription),
    }).catch((error: unknown) => console.warn('Push notification registration failed', error));
  }, [privateApi, vapidPublicKey]);
}
