// /login's first screen on a slow network (issue #27): index.html draws the login form itself,
// so the customer can type while the app's scripts arrive; the app's login screen takes over what
// was typed (src/features/auth/boot-login.ts). Only the form's frame: the button stays disabled
// until the app answers it, so nothing is ever sent from here.
import { LOGIN_FORM } from '../../core/domain/auth-messages';

/** index.html's loader, which the form replaces on /login. */
const BOOT_LOADER = /<div class="boot-loader"[^>]*><\/div>/;

export const BOOT_LOGIN_ID = 'boot-login';

const LOGIN_SHELL = `<main class="boot-main" id="${BOOT_LOGIN_ID}">
      <form class="boot-card" method="post" novalidate aria-busy="true">
        <h1>${LOGIN_FORM.title}</h1>
        <label for="boot-email">${LOGIN_FORM.email}</label>
        <input id="boot-email" name="email" type="email" autocomplete="username" required />
        <label for="boot-password">${LOGIN_FORM.password}</label>
        <input id="boot-password" name="password" type="password" autocomplete="current-password" required />
        <button type="submit" disabled>${LOGIN_FORM.submit}</button>
      </form>
    </main>`;

/** index.html with the login form in place of the loader; unchanged if it has no loader. */
export function withLoginShell(indexHtml: string): string {
  return indexHtml.replace(BOOT_LOADER, LOGIN_SHELL);
}

/** Whether a request for `pathname` gets the login form: a cold /login. */
export function drawsLoginShell(pathname: string): boolean {
  return pathname === '/login';
}
