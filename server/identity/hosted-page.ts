// The hosted sign-in page: our own template, every value escaped, no script at all, styled by
// one small stylesheet of ours in the app's colours and sized for a phone.
import { escapeHtml } from './html-escape';

export const HOSTED_STYLESHEET_PATH = '/identity/hosted.css';
export const AUTHORIZE_PATH = '/identity/oauth2/authorize';

export interface HostedPageInput {
  productName: string;
  /** The authorize request's parameters, carried to the post as hidden fields. */
  hidden: Record<string, string>;
  username?: string;
  error?: string;
}

function page(productName: string, body: string): string {
  const product = escapeHtml(productName);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Sign in · ${product}</title>
<link rel="stylesheet" href="${HOSTED_STYLESHEET_PATH}">
</head>
<body>
<main class="card">
<h1>${product}</h1>
${body}
</main>
</body>
</html>
`;
}

export function signInPage(input: HostedPageInput): string {
  const hidden = Object.entries(input.hidden)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('\n');
  const error = input.error ? `<p class="error" role="alert">${escapeHtml(input.error)}</p>\n` : '';
  return page(
    input.productName,
    `<p class="lead">Sign in with your e-mail and password</p>
${error}<form method="post" action="${AUTHORIZE_PATH}">
${hidden}
<label for="username">Username</label>
<input id="username" name="username" type="email" autocomplete="username" required value="${escapeHtml(input.username ?? '')}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button>
</form>`,
  );
}

/** For a request that cannot be sent back to the app (an unknown client or return address). */
export function invalidRequestPage(productName: string, message: string): string {
  return page(
    productName,
    `<p class="error" role="alert">${escapeHtml(message)}</p>
<p class="lead">Go back to the app and start the sign-in again.</p>`,
  );
}

/** The page's own policy: nothing but our stylesheet, posts to us, returns to the app. */
export function hostedPageCsp(formTargets: readonly string[]): string {
  return [
    "default-src 'none'",
    "style-src 'self'",
    `form-action 'self' ${[...new Set(formTargets)].join(' ')}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

// The app's theme (src/app/theme.ts): teal shade 8 for the button, the system font, rounded
// corners; readable on a phone without zooming.
export const HOSTED_STYLESHEET = `*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;display:flex;align-items:flex-start;justify-content:center;
background:#f8f9fa;color:#212529;line-height:1.55;
font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif}
.card{width:100%;max-width:420px;margin:2rem 1rem;padding:1.5rem;background:#fff;
border:1px solid #dee2e6;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.05)}
h1{margin:0 0 .25rem;font-size:1.5rem;font-weight:700;color:#00574c}
.lead{margin:0 0 1rem;color:#5f676f}
form{display:flex;flex-direction:column;gap:.35rem}
label{font-size:.875rem;font-weight:500;margin-top:.5rem}
input{width:100%;min-height:2.75rem;padding:.5rem .75rem;font:inherit;font-size:1rem;
border:1px solid #ced4da;border-radius:8px;background:#fff;color:inherit}
input:focus{outline:2px solid #007769;outline-offset:1px;border-color:#007769}
button{margin-top:1rem;min-height:2.75rem;padding:.5rem 1rem;font:inherit;font-weight:600;
font-size:1rem;color:#fff;background:#007769;border:0;border-radius:8px;cursor:pointer}
button:hover{background:#00574c}
button:focus-visible{outline:2px solid #00574c;outline-offset:2px}
.error{margin:0 0 1rem;padding:.75rem;border-radius:8px;background:#fff5f5;color:#a51d1d;
border:1px solid #ffc9c9}
`;
