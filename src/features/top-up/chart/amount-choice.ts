// Reading the amount the customer picks (spec §5 Top up): a preset, or the custom field whose
// input above 999 is kept at 999 and whose value outside 20–999 has the range message.
import { toCents } from '../../../../core/domain/money';
import { clampTopUpInput, topUpAmountError } from '../../../../core/domain/top-up';

export interface AmountChoice {
  /** The amount to top up; 0 while none is chosen or the text is not a number. */
  amountCents: number;
  /** The custom field's text as shown ('' when a preset is chosen). */
  customAmount: string;
  /** The custom field's message, or null. */
  amountError: string | null;
}

export function presetChoice(amount: number): AmountChoice {
  return { amountCents: toCents(amount), customAmount: '', amountError: null };
}

export function customChoice(text: string): AmountChoice {
  // An emptied field is no choice yet, not a mistake.
  if (text.trim() === '') return { amountCents: 0, customAmount: '', amountError: null };
  const typed = Number(text.trim());
  if (!Number.isFinite(typed)) {
    return { amountCents: 0, customAmount: text, amountError: topUpAmountError(typed) };
  }
  const amount = clampTopUpInput(typed);
  return {
    amountCents: toCents(amount),
    customAmount: amount === typed ? text : String(amount),
    amountError: topUpAmountError(amount),
  };
}
