import { createInstallPromptStore, type InstallPromptStore } from './install-prompt-store';

// A new service worker precaches every screen's code (some sixty files). Started at the load
// event, that download and its cache writes ran beside the first screen's last scripts, calls and
// renders, which on a slow phone blocked input longest (Lighthouse on /login: Total Blocking Time
// 411–664 ms, 250–320 ms with the worker blocked). Five seconds on, the first screen has settled;
// the offline copy is no less complete, only a moment later.
const SERVICE_WORKER_DELAY_MS = 5000;

/**
 * Called once from src/main.tsx, before the first render: the install-prompt store it returns
 * catches an early offer, and the app root hands it down (InstallPromptProvider).
 */
export function startPwa(): InstallPromptStore {
  const installPrompt = createInstallPromptStore(window, window.localStorage);
  // The development server builds no service worker; an old one would serve stale code there.
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return installPrompt;
  // Workbox's code and the update notice's are fetched when the worker registers, too.
  const register = () =>
    void Promise.all([import('./register-service-worker'), import('./update-notice')]).then(
      ([{ registerServiceWorker }, { showUpdateNotice }]) =>
        registerServiceWorker({ onUpdateReady: showUpdateNotice }),
    );
  const later = () => window.setTimeout(register, SERVICE_WORKER_DELAY_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
  return installPrompt;
}
