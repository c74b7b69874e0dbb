import { Workbox } from 'workbox-window';

export const SERVICE_WORKER_URL = '/service-worker.js';
// A tab left open for days still hears about a new version; navigations check on their own.
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export interface RegisterServiceWorkerOptions {
  /**
   * A new version is installed and waiting. Nothing changes until `apply` is called: it lets the
   * new worker take over and then reloads the page, so page and worker run the same version.
   */
  onUpdateReady: (apply: () => void) => void;
  reload?: () => void;
}

export function registerServiceWorker({
  onUpdateReady,
  reload = () => window.location.reload(),
}: RegisterServiceWorkerOptions): Workbox {
  const workbox = new Workbox(SERVICE_WORKER_URL);
  workbox.addEventListener('waiting', () => {
    onUpdateReady(() => {
      workbox.addEventListener('controlling', () => reload());
      workbox.messageSkipWaiting();
    });
  });
  workbox
    .register()
    .then((registration) => {
      if (registration) setInterval(() => void workbox.update(), UPDATE_CHECK_INTERVAL_MS);
    })
    .catch((error: unknown) => console.warn('Service worker registration failed', error));
  return workbox;
}
