// Keeps the browser's install offer (beforeinstallprompt) so the home page can make it with its
// own button, and remembers a decline so the user is not asked again.

export const INSTALL_DECLINED_KEY = 'installPromptDeclined';

/** Chromium's event; not in the DOM typings because it is not a standard. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

export interface InstallPromptSnapshot {
  /** True while the browser's offer is kept and the user has not declined. */
  canInstall: boolean;
}

export interface InstallPromptStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): InstallPromptSnapshot;
  /** Shows the browser's install dialog; dismissing it counts as a decline. */
  install(): Promise<void>;
  /** The user said no to our offer. */
  decline(): void;
}

export function createInstallPromptStore(
  target: EventTarget,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
): InstallPromptStore {
  let offer: BeforeInstallPromptEvent | null = null;
  let snapshot: InstallPromptSnapshot = { canInstall: false };
  const listeners = new Set<() => void>();

  const declined = () => {
    try {
      return storage.getItem(INSTALL_DECLINED_KEY) === 'true';
    } catch {
      return false;
    }
  };
  const rememberDecline = () => {
    try {
      storage.setItem(INSTALL_DECLINED_KEY, 'true');
    } catch {
      // Storage can be unavailable (private modes); the offer still goes away for this visit.
    }
  };
  const update = () => {
    const canInstall = offer !== null && !declined();
    if (canInstall === snapshot.canInstall) return;
    snapshot = { canInstall };
    for (const listener of listeners) listener();
  };

  target.addEventListener('beforeinstallprompt', (event) => {
    // Without this, mobile Chromium shows its own banner: the offer is ours to make, or not.
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    update();
  });
  target.addEventListener('appinstalled', () => {
    offer = null;
    update();
  });

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    async install() {
      const current = offer;
      if (!current || declined()) return;
      // The browser's event can prompt only once.
      offer = null;
      update();
      await current.prompt();
      const { outcome } = await current.userChoice;
      if (outcome === 'dismissed') rememberDecline();
    },
    decline() {
      rememberDecline();
      offer = null;
      update();
    },
  };
}
