import { appInstallPrompt } from './app-install-prompt';
import { registerServiceWorker } from './register-service-worker';
import { showUpdateNotice } from './update-notice';

/** Called once from src/main.tsx, before the first render. */
export function startPwa(): void {
  appInstallPrompt();
  // The development server builds no service worker; an old one would serve stale code there.
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registerServiceWorker({ onUpdateReady: showUpdateNotice });
}
