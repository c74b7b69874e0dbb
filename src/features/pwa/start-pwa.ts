import { createInstallPromptStore, type InstallPromptStore } from './install-prompt-store';

/**
 * Called once from src/main.tsx, before the first render: the install-prompt store it returns
 * catches an early offer, and the app root hands it down (InstallPromptProvider).
 */
export function startPwa(): InstallPromptStore {
  const installPrompt = createInstallPromptStore(window, window.localStorage);
  // The development server builds no service worker; an old one would serve stale code there.
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return installPrompt;
  // Workbox registers only after the page's load event anyway, so its code (and the update
  // notice's) is fetched then too, not alongside the first screen's.
  const register = () =>
    void Promise.all([import('./register-service-worker'), import('./update-notice')]).then(
      ([{ registerServiceWorker }, { showUpdateNotice }]) =>
        registerServiceWorker({ onUpdateReady: showUpdateNotice }),
    );
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
  return installPrompt;
}
