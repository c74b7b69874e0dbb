// The low balance alert the customer picks on Profile (DESIGN §8 Notifications): a push when a
// purchase takes a wallet's balance below it. Typed in dollars; empty means no alert.
import { formatMoney, MAX_BALANCE_CENTS, toCents } from './money';

/** Title case, as the form's other text fields are labelled. */
export const LOW_BALANCE_ALERT_LABEL = 'Low Balance Alert';
export const LOW_BALANCE_ALERT_HINT =
  'We notify you when a purchase takes a wallet below this amount. Leave it empty for no alert.';
/** Shown instead of the hint while the customer opts out: no push reaches them. */
export const LOW_BALANCE_ALERT_OPTED_OUT =
  'You have opted out of notifications, so this alert is not sent. Opt back in to change it.';
/** The saved alert could not be read: the field starts empty and a saved amount replaces it. */
export const LOW_BALANCE_ALERT_UNREAD =
  'Your current alert could not be loaded. An amount saved here replaces it.';
export const LOW_BALANCE_ALERT_FORMAT_ERROR =
  'Enter dollars with at most two decimals, such as 10 or 12.50';
export const LOW_BALANCE_ALERT_RANGE_ERROR = `Enter an amount from $0.01 to ${formatMoney(MAX_BALANCE_CENTS)}, or leave it empty`;

// Dollars, with a '$' the customer may type although the field shows one.
const AMOUNT = /^\$?(\d+(?:\.\d{0,2})?|\.\d{1,2})$/;

/** A level the wallet can reach: at least a cent, at most the wallet limit. */
export function isLowBalanceLevel(cents: number): boolean {
  return cents > 0 && cents <= MAX_BALANCE_CENTS;
}

/** The field's message, or null; the field may be left empty. */
export function lowBalanceAlertError(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const amount = AMOUNT.exec(trimmed)?.[1];
  if (amount === undefined) return LOW_BALANCE_ALERT_FORMAT_ERROR;
  return isLowBalanceLevel(toCents(amount)) ? null : LOW_BALANCE_ALERT_RANGE_ERROR;
}

/** The level in cents, null for an empty field. Only for text lowBalanceAlertError accepts. */
export function lowBalanceAlertCents(text: string): number | null {
  const amount = AMOUNT.exec(text.trim())?.[1];
  return amount === undefined ? null : toCents(amount);
}

/** The level as the field shows it: '12.50', or '' for no alert. */
export function formatLowBalanceAlert(cents: number | null): string {
  return cents === null ? '' : formatMoney(cents).slice(1);
}
