// The login form index.html draws on a cold /login (server/plugins/login-shell.ts) takes typing
// before the app has arrived. The app's first render removes it; held from the start, its inputs
// keep what was typed, so the login screen can take it over with the caret where it was.
import { createContext } from 'react';

export type BootLoginField = 'email' | 'password';

export interface BootLoginTyping {
  values: Record<BootLoginField, string>;
  /** The field the customer was typing in when the app took over, if any. */
  focused: BootLoginField | null;
}

/** index.html's login form, held for the login screen to take over once. */
export interface BootLogin {
  /** What was typed; null once taken. */
  take(): BootLoginTyping | null;
}

/** The form main.tsx held, for the login screen; null on any other page. */
export const BootLoginContext = createContext<BootLogin | null>(null);

/** Holds index.html's login form, if it drew one; call before the app's first render. */
export function holdBootLogin(doc: Document): BootLogin | null {
  const email = doc.querySelector<HTMLInputElement>('#boot-login input[name=email]');
  const password = doc.querySelector<HTMLInputElement>('#boot-login input[name=password]');
  if (!email || !password) return null;
  const fieldOf = (target: EventTarget | null): BootLoginField | null =>
    target === email ? 'email' : target === password ? 'password' : null;
  let focused = fieldOf(doc.activeElement);
  let taken = false;
  for (const input of [email, password]) {
    input.addEventListener('focus', () => {
      focused = fieldOf(input);
    });
    input.addEventListener('blur', (event) => {
      // Focus leaving the form for the app's screen is the takeover, not the customer's move.
      if (event.relatedTarget) focused = null;
    });
  }
  return {
    take() {
      if (taken) return null;
      taken = true;
      return { values: { email: email.value, password: password.value }, focused };
    },
  };
}
