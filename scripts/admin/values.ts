// Reading what the operator typed: amounts, percentages, states and required options.
import { EVENT_STATES, type EventState, isEventState } from '../../core/domain/event-phase';
import { toCents } from '../../core/domain/money';
import { type ParsedArgs, UsageError } from './command';

// Two decimal places at most: a third one is a typo, not something to round away.
const DECIMAL = /^\d+(\.\d{1,2})?$/;

/** '12.50' → 1250. Refuses signs, thousands separators and more than two decimals. */
export function parseAmountCents(text: string, option: string): number {
  const value = text.trim().replace(/^\$/, '');
  if (!DECIMAL.test(value)) {
    throw new UsageError(`--${option} must be an amount such as 12.50, got "${text}"`);
  }
  return toCents(value);
}

/** A percentage such as '5' or '2.5' → basis points (500, 250). */
export function parsePercentBp(text: string, option: string): number {
  const value = text.trim().replace(/%$/, '');
  if (!DECIMAL.test(value)) {
    throw new UsageError(`--${option} must be a percentage such as 5 or 2.5, got "${text}"`);
  }
  const bp = toCents(value);
  if (bp > 10_000) throw new UsageError(`--${option} must be at most 100 (%), got "${text}"`);
  return bp;
}

export function parseEventState(text: string): EventState {
  const state = text.trim().toUpperCase();
  if (!isEventState(state)) {
    throw new UsageError(`State must be one of ${EVENT_STATES.join(', ')}, got "${text}"`);
  }
  return state;
}

export function requiredOption(parsed: ParsedArgs, option: string): string {
  const value = parsed.options[option];
  if (typeof value !== 'string' || value.trim() === '') {
    throw new UsageError(`--${option} is required`);
  }
  return value;
}

export function optionalOption(parsed: ParsedArgs, option: string): string | undefined {
  const value = parsed.options[option];
  return typeof value === 'string' ? value : undefined;
}
