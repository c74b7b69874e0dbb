import { useEffect } from 'react';
import { pushRegisterEndpoint } from '../../../core/contracts/push-contract';
import type { Call } from '../../api/call-endpoint';
import { registerForPush } from './push-registration';

export interface UsePushRegistrationOptions {
  /** The signed-in private API: the server files the subscription under the caller. */
  call: Call;
  vapidPublicKey: string;
}

/**
 * On the home page: asks for notification permission and registers this browser for push.
 * Spec §7: a failed registration is only logged, the page carries on as before.
 */
export function usePushRegistration({ call, vapidPublicKey }: UsePushRegistrationOptions) {
  useEffect(() => {
    registerForPush({
      vapidPublicKey,
      notifications: 'Notification' in window ? Notification : null,
      serviceWorkerReady:
        'serviceWorker' in navigator && 'PushManager' in window
          ? () => navigator.serviceWorker.ready
          : null,
      send: (subscription) => call(pushRegisterEndpoint, subscription),
    }).catch((error: unknown) => console.warn('Push notification registration failed', error));
  }, [call, vapidPublicKey]);
}
