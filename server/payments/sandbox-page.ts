// The sandbox provider's hosted payment page: what a card payment page shows (merchant, amount,
// reference) and three buttons standing in for the card network's answer.
import { formatMoney } from '../../core/domain/money';
import { SANDBOX_NOTICE } from './sandbox-exposure';

export type SandboxDecision = 'approve' | 'decline' | 'pending';

export interface SandboxPageModel {
  merchant: string;
  reference: string;
  amountCents: number;
  currency: string;
  description: string;
  /** null while the customer can still decide; otherwise why the buttons are gone. */
  closedReason: string | null;
  /** Where "Return" goes when the payment is already decided. */
  returnUrl: string;
}

export function renderSandboxPage(model: SandboxPageModel): string {
  const action = `/payments/sandbox/${encodeURIComponent(model.reference)}`;
  const body =
    model.closedReason === null
      ? `<form method="post" action="${escapeHtml(action)}">
      <button name="decision" value="approve" class="approve">Approve</button>
      <button name="decision" value="decline" class="decline">Decline</button>
      <button name="decision" value="pending" class="pending">Leave pending</button>
    </form>`
      : `<p class="closed">${escapeHtml(model.closedReason)}</p>
    <a class="return" href="${escapeHtml(model.returnUrl)}">Return to ${escapeHtml(model.merchant)}</a>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pay ${escapeHtml(model.merchant)} - sandbox</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; background: #f1f3f5; color: #212529; }
  main { max-width: 26rem; margin: 2rem auto; background: #fff; border-radius: 12px; padding: 1.5rem;
    box-shadow: 0 1px 4px rgba(0,0,0,.12); }
  .badge { display: inline-block; font-size: .75rem; background: #fff3bf; border-radius: 4px; padding: .1rem .4rem; }
  h1 { font-size: 1.25rem; margin: .75rem 0 .25rem; }
  .amount { font-size: 2rem; font-weight: 700; margin: .5rem 0; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem .75rem; font-size: .9rem; }
  dt { color: #5f676f; } dd { margin: 0; word-break: break-all; }
  form { display: grid; gap: .75rem; margin-top: 1.5rem; }
  button, .return { font-size: 1rem; padding: .85rem; border: 0; border-radius: 8px; cursor: pointer;
    text-align: center; text-decoration: none; display: block; }
  .approve { background: #2b7a3b; color: #fff; } .decline { background: #c92a2a; color: #fff; }
  .pending, .return { background: #e9ecef; color: #212529; }
  .notice { font-size: .85rem; background: #fff3bf; border-radius: 8px; padding: .5rem .75rem; }
  .closed { margin-top: 1.5rem; font-weight: 600; }
</style>
</head>
<body>
<main>
  <span class="badge">Sandbox payment - no card is charged</span>
  <p class="notice" role="note">${escapeHtml(SANDBOX_NOTICE)}</p>
  <h1>Pay ${escapeHtml(model.merchant)}</h1>
  <div class="amount">${escapeHtml(formatMoney(model.amountCents))} ${escapeHtml(model.currency)}</div>
  <dl>
    <dt>Merchant</dt><dd>${escapeHtml(model.merchant)}</dd>
    <dt>For</dt><dd>${escapeHtml(model.description)}</dd>
    <dt>Reference</dt><dd>${escapeHtml(model.reference)}</dd>
  </dl>
  ${body}
</main>
</body>
</html>
`;
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );
}
