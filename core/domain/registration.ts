// A customer's registration for one event (spec §3) as the API returns it, and the rules that
// read a registration as a whole: its tag number, and where selecting its card leads.
import { type EventState, isBeforeEvent, isListedPhase } from './event-phase';
import { toCents } from './money';
import type { RefundStatus } from './refund-status';

/** What these rules read of a registration (the customer call's, core/contracts/customer-contract.ts). */
export interface RegistrationFacts {
  walletId: string;
  /** Dollars. */
  walletBalance: number;
  uid: string | null;
  ticketNumber: string | null;
  refundStatus: RefundStatus;
  /** refundsCloseAt: when the operator closes the event's refunds (DESIGN §8), null for never. */
  event: { state: EventState; refundsCloseAt?: string | null };
}

export type WalletRoute = '/event/wallet' | '/event/wallet/payment';

export const TAG_NUMBER_LENGTH = 14;
export const TAG_SERIAL_MIN_LENGTH = 3;
export const TAG_SERIAL_MAX_LENGTH = 6;

export function balanceCents(registration: Pick<RegistrationFacts, 'walletBalance'>): number {
  return toCents(registration.walletBalance);
}

/** The number printed for the customer: the uid without its first two characters. */
export function tagDisplayNumber(uid: string): string {
  return uid.slice(2);
}

/** spec §5's label for the tag number, and what it is made of (it is hexadecimal). */
export const TAG_NUMBER_LENGTH_LABEL = '(14 Digits long)';
export const TAG_NUMBER_CHARACTERS_HINT =
  'Digits 0-9 and letters A-F, as printed on your wristband or card';

/** What the tag search form says of a tag number or serial that breaks spec §5's rules. */
export const TAG_NUMBER_INVALID = 'Enter the 14 characters of your tag number';
export const TAG_SERIAL_INVALID = 'Enter the serial number: 3 to 6 characters';

/** What the customer typed, reduced to the tag characters the search sends (upper case). */
export function normaliseTagNumber(input: string): string {
  return input.replace(/[^0-9a-z]/gi, '').toUpperCase();
}

const inFours = (chars: string) => (chars.match(/.{1,4}/g) ?? []).join(' ');

/**
 * The tag number as shown while typing and in dialogs: at most 14 characters, the first two
 * apart and the rest in fours ('04 A1B2 C3D4 E5F6'), so that the number a card shows (the same
 * minus its first two) reads the same in both places.
 */
export function formatTagNumber(input: string): string {
  const chars = normaliseTagNumber(input).slice(0, TAG_NUMBER_LENGTH);
  return [chars.slice(0, 2), inFours(chars.slice(2))].filter(Boolean).join(' ');
}

/** The card's and the wallet's tag number (spec §2: the uid without its first two), in fours. */
export function formatTagDisplayNumber(uid: string): string {
  return inFours(tagDisplayNumber(normaliseTagNumber(uid)));
}

/** The tag search form's number: exactly 14 tag characters, separators aside (spec §5). */
export function isValidTagNumber(input: string): boolean {
  return normaliseTagNumber(input).length === TAG_NUMBER_LENGTH;
}

/**
 * The tag number a band tells a phone over NFC: its serial number is the chip's 7-byte id, which
 * is the tag number ('04:a1:b2:c3:d4:e5:f6' → '04A1B2C3D4E5F6'); null for any other chip.
 */
export function tagNumberFromNfcSerial(serial: string): string | null {
  const hex = serial.replaceAll(':', '');
  return /^[0-9a-f]+$/i.test(hex) && isValidTagNumber(hex) ? normaliseTagNumber(hex) : null;
}

export function isValidTagSerial(input: string): boolean {
  const { length } = input.trim();
  return length >= TAG_SERIAL_MIN_LENGTH && length <= TAG_SERIAL_MAX_LENGTH;
}

/** Selecting a card: an unfunded ticket before the event goes straight to online top up. */
export function cardDestination(registration: RegistrationFacts): WalletRoute {
  const { event, ticketNumber } = registration;
  return isBeforeEvent(event.state) && balanceCents(registration) === 0 && ticketNumber
    ? '/event/wallet/payment'
    : '/event/wallet';
}

/** After a ticket claim the customer tops up if the event is still ahead, else goes home. */
export function ticketClaimScreen(state: EventState): 'topUp' | 'home' {
  return isBeforeEvent(state) ? 'topUp' : 'home';
}

export function isListedOnHome(registration: Pick<RegistrationFacts, 'event'>): boolean {
  return isListedPhase(registration.event.state);
}

/**
 * The tag pre-check before a search: a registration, not archived, that already holds the typed
 * tag. The customer may type either the full uid or the number printed (the display number).
 */
export function findRegistrationByTag<R extends RegistrationFacts>(
  registrations: readonly R[],
  tagNumber: string,
): R | undefined {
  const wanted = normaliseTagNumber(tagNumber);
  if (wanted === '') return undefined;
  return registrations.find((registration) => {
    const { uid } = registration;
    if (!uid || !isListedOnHome(registration)) return false;
    const held = normaliseTagNumber(uid);
    return held === wanted || tagDisplayNumber(held) === wanted;
  });
}

export function findRegistrationByWalletId<R extends Pick<RegistrationFacts, 'walletId'>>(
  registrations: readonly R[],
  walletId: string,
): R | undefined {
  return registrations.find((registration) => registration.walletId === walletId);
}
