// The login form index.html draws on a cold /login (server/plugins/login-shell.ts) takes typing
// before the app has arrived. The app's first render removes it; held here from the start, its
// inputs keep what was typed, so the login screen can take it over with the caret where it was.

export type BootLoginField = 'email' | 'password';

export interface BootLoginTyping {
  values: Record<BootLoginField, string>;
  /** The field the customer was typing in when the app took over, if any. */
  focused: BootLoginField | null;
}

interface HeldForm {
  inputs: Record<BootLoginField, HTMLInputElement>;
  focused: BootLoginField | null;
}

let held: HeldForm | null = null;

function fieldOf(target: EventTarget | null, inputs: HeldForm['inputs']): BootLoginField | null {
  if (target === inputs.email) return 'email';
  if (target === inputs.password) return 'password';
  return null;
}

/** Holds index.html's login form, if it drew one; call before the app's first render. */
export function holdBootLogin(doc: Document): void {
  const email = doc.querySelector<HTMLInputElement>('#boot-login input[name=email]');
  const password = doc.querySelector<HTMLInputElement>('#boot-login input[name=password]');
  if (!email || !password) return;
  const form: HeldForm = { inputs: { email, password }, focused: null };
  form.focused = fieldOf(doc.activeElement, form.inputs);
  for (const input of [email, password]) {
    input.addEventListener('focus', () => {
      form.focused = fieldOf(input, form.inputs);
    });
    input.addEventListener('blur', (event) => {
      // Focus leaving the form for the app's screen is the takeover, not the customer's move.
      if (event.relatedTarget) form.focused = null;
    });
  }
  held = form;
}

/** What was typed into index.html's form, once; null when it drew none or was taken over. */
export function takeBootLogin(): BootLoginTyping | null {
  const form = held;
  held = null;
  if (!form) return null;
  return {
    values: { email: form.inputs.email.value, password: form.inputs.password.value },
    focused: form.focused,
  };
}
