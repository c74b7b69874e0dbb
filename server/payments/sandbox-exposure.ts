// The sandbox's Approve button credits a wallet without any card: harmless on a developer's own
// machine, free money on a public address. Only a loopback origin gets it without asking.
import ipaddr from 'ipaddr.js';

export const SANDBOX_NOTICE =
  'Sandbox payments are on: no card is charged, and Approve on the sandbox payment page credits the wallet.';

/** True when the origin's host can only be reached from this machine. */
export function isLoopbackOrigin(origin: string): boolean {
  const host = new URL(origin).hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (!ipaddr.isValid(host)) return false;
  const address = ipaddr.process(host);
  return address.range() === 'loopback';
}

/** Why the start is refused, or null when the sandbox is allowed (or not in use). */
export function sandboxExposureProblem(opts: {
  provider: 'sandbox' | 'stripe';
  publicOrigin: string;
  allowSandbox: boolean;
}): string | null {
  if (opts.provider !== 'sandbox' || opts.allowSandbox || isLoopbackOrigin(opts.publicOrigin)) {
    return null;
  }
  return (
    `PAYMENT_PROVIDER is the sandbox (the default) on the public origin ${opts.publicOrigin}: ` +
    'the sandbox payment page credits wallets without charging a card. Set PAYMENT_PROVIDER=stripe ' +
    'with its keys, or ALLOW_SANDBOX_PAYMENTS=true for a test deployment.'
  );
}
