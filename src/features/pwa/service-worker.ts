/// <reference lib="webworker" />
// The service worker at /service-worker.js (built by vite-plugin-pwa, precache list injected).
// Routing policy: src/features/pwa/service-worker-routes.ts.
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { notificationUrl, parsePushPayload } from '../../../core/contracts/push-payload';
import {
  isRuntimeConfigRequest,
  isShellNavigation,
  RUNTIME_CONFIG_CACHE,
  RUNTIME_CONFIG_TIMEOUT_SECONDS,
} from './service-worker-routes';

declare const self: ServiceWorkerGlobalScope;

const origin = self.location.origin;
// What workbox-window's messageSkipWaiting() posts (src/features/pwa/register-service-worker.ts).
const SKIP_WAITING = 'SKIP_WAITING';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  ({ request, url }) => isShellNavigation(request, url, origin),
  createHandlerBoundToURL('index.html'),
);
registerRoute(
  ({ url }) => isRuntimeConfigRequest(url, origin),
  new NetworkFirst({
    cacheName: RUNTIME_CONFIG_CACHE,
    networkTimeoutSeconds: RUNTIME_CONFIG_TIMEOUT_SECONDS,
  }),
);

// A new version waits until the user accepts it (src/features/pwa/update-notice.tsx), so a page is never
// switched to new code behind its back.
self.addEventListener('message', (event) => {
  if (event.data?.type === SKIP_WAITING) void self.skipWaiting();
});

self.addEventListener('push', (event) => {
  const { title, body, url, tag } = parsePushPayload(event.data?.text());
  event.waitUntil(
    self.registration.showNotification(title, {
      body,
      tag,
      data: { url },
      icon: '/icons/icon-192.png',
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openWindow(notificationUrl(event.notification.data, origin)));
});

// An open window of the app is brought forward and shown the page; otherwise a new one opens.
async function openWindow(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === origin);
  if (open) {
    const focused = await open.focus();
    // Only a window this worker controls can be navigated; another gets a fresh window.
    const navigated = await focused.navigate(url).catch(() => null);
    if (navigated) return;
  }
  await self.clients.openWindow(url);
}
