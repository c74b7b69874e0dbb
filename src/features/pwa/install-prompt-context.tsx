import { createContext, type ReactNode, useContext } from 'react';
import type { InstallPromptStore } from './install-prompt-store';

// The page's one install-prompt store belongs to the app root, which made it before the first
// render (the browser may offer to install before the home page is on screen).
const InstallPromptContext = createContext<InstallPromptStore | null>(null);

export function InstallPromptProvider(props: { store: InstallPromptStore; children: ReactNode }) {
  return (
    <InstallPromptContext.Provider value={props.store}>
      {props.children}
    </InstallPromptContext.Provider>
  );
}

/** Null outside the app root's provider (an app without the install offer). */
export function useInstallPromptStore(): InstallPromptStore | null {
  return useContext(InstallPromptContext);
}
