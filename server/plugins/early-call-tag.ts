// /home's early script (src/early/early-customer-call.ts) learns from its own tag which call to
// send and where the stored sign-in is: the customer contract's path and the session's body, and
// the identity's storage keys, so the script carries no copy of either.
import { customerEndpoint, SESSION_CUSTOMER_BODY } from '../../core/contracts/customer-contract';
import type { TokenUse } from '../../core/contracts/runtime-config';

export interface EarlyCallData {
  path: string;
  body: string;
  /** amazon-cognito-identity-js's storage key prefix for this app client. */
  storagePrefix: string;
  /** The stored token the app's API client sends (spec §6). */
  token: 'idToken' | 'accessToken';
}

export function earlyCustomerCall(identity: {
  clientId: string;
  tokenUse: TokenUse;
}): EarlyCallData {
  return {
    path: customerEndpoint.path,
    body: JSON.stringify(SESSION_CUSTOMER_BODY),
    storagePrefix: `CognitoIdentityServiceProvider.${identity.clientId}`,
    token: identity.tokenUse === 'id' ? 'idToken' : 'accessToken',
  };
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '"': '&quot;',
  "'": '&#39;',
  '<': '&lt;',
  '>': '&gt;',
};

function attribute(value: string): string {
  return value.replace(/[&"'<>]/g, (character) => ESCAPES[character] ?? character);
}

/** The script tag: async, so it runs as soon as it arrives, before the app's deferred entry. */
export function earlyCallScript(src: string, call: EarlyCallData): string {
  return (
    `<script type="module" async crossorigin src="${attribute(src)}" data-early-call` +
    ` data-path="${attribute(call.path)}" data-body="${attribute(call.body)}"` +
    ` data-storage-prefix="${attribute(call.storagePrefix)}" data-token="${call.token}"></script>`
  );
}
