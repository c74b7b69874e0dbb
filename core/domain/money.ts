// Money is integer cents everywhere it is stored or computed; the API speaks decimal numbers with
// two places and the UI shows `$12.50`. These helpers are the only crossings between the forms.

/** Highest wallet balance a top-up may reach ($999.99, spec §5). */
export const MAX_BALANCE_CENTS = 99_999;
export const TOP_UP_MIN_CENTS = 2_000;
export const TOP_UP_MAX_CENTS = 99_900;
/** Preset top-up amounts offered on the top-up page, in whole dollars. */
export const TOP_UP_PRESETS: readonly number[] = [50, 80, 100, 150, 200];

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?$/;

/**
 * Converts a decimal amount (number or string such as '12.5' or '-4') to integer cents, rounding
 * half away from zero. The decimal is read from its text so that 1.005 becomes 101, not the 100
 * binary floating point arithmetic would give. Throws a RangeError for anything not a finite
 * decimal.
 */
export function toCents(value: number | string): number {
  const text = typeof value === 'number' ? numberText(value) : value.trim();
  const match = DECIMAL.exec(text);
  const whole = match?.[2] ?? '';
  const fraction = match?.[3] ?? '';
  if (!match || (whole === '' && fraction === '')) {
    throw new RangeError(`Not a decimal amount: ${String(value)}`);
  }
  const padded = `${fraction}000`;
  let cents = Number(whole || '0') * 100 + Number(padded.slice(0, 2));
  const rest = padded.slice(2).replace(/0+$/, '');
  if (rest !== '' && rest[0] !== undefined && rest[0] >= '5') cents += 1;
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Amount out of range: ${String(value)}`);
  return match[1] === '-' && cents !== 0 ? -cents : cents;
}

// String(1e-7) is '1e-7'; toFixed writes such numbers out in plain decimal digits.
function numberText(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a decimal amount: ${String(value)}`);
  const text = String(value);
  return /e/i.test(text) ? value.toFixed(20) : text;
}

/** Integer cents to the two-decimal number the API speaks (1250 → 12.5). */
export function fromCents(cents: number): number {
  assertCents(cents);
  return Number((cents / 100).toFixed(2));
}

/** '$12.50'; negative amounts as '-$4.00'. No thousands separators: wallets stay under $1000. */
export function formatMoney(cents: number): string {
  assertCents(cents);
  const magnitude = Math.abs(cents);
  const dollars = Math.trunc(magnitude / 100);
  const rest = String(magnitude % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}$${dollars}.${rest}`;
}

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not integer cents: ${String(cents)}`);
}
