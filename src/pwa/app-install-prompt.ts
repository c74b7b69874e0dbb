import { createInstallPromptStore, type InstallPromptStore } from './install-prompt-store';

let store: InstallPromptStore | undefined;

/**
 * The page's one install-prompt store. startPwa() creates it before the first render, because the
 * browser may make its offer before the home page is on screen.
 */
export function appInstallPrompt(): InstallPromptStore {
  store ??= createInstallPromptStore(window, window.localStorage);
  return store;
}
