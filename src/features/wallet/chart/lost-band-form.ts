// The move page's new band: the tag search's own rules for its number and serial (spec §5,
// core/domain/registration.ts), and the transfer call made from them.
import {
  formatTagNumber,
  isValidTagNumber,
  isValidTagSerial,
  normaliseTagNumber,
} from '../../../../core/domain/registration';
import type { BandTransferBody, NewBandField, NewBandValues } from './lost-band-types';

export const EMPTY_NEW_BAND: NewBandValues = { number: '', serial: '' };

const RULES: Record<NewBandField, (value: string) => boolean> = {
  number: isValidTagNumber,
  serial: isValidTagSerial,
};

/** The fields that stop the move, in form order. */
export function invalidNewBandFields(values: NewBandValues): NewBandField[] {
  return (Object.keys(RULES) as NewBandField[]).filter((field) => !RULES[field](values[field]));
}

/** A field as kept while typed: the tag number in its printed groups, as the tag search shows it. */
export function keptNewBandValues(values: Partial<NewBandValues>): Partial<NewBandValues> {
  return values.number === undefined
    ? values
    : { ...values, number: formatTagNumber(values.number) };
}

/** The transfer of the lost band's wallet to the new band, as the tag search sends a tag. */
export function transferRequest(
  lost: { walletId: string; eventId: string },
  values: NewBandValues,
): BandTransferBody {
  return {
    walletId: lost.walletId,
    eventId: lost.eventId,
    uid: normaliseTagNumber(values.number),
    serial: values.serial.trim(),
  };
}
