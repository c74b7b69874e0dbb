// The customer's screens of a lost band (DESIGN §8): the wallet's report and the move page. Apart
// from lost-band.ts, which the Home cards read, so that /home's first chunk carries none of these.
import { formatMoney } from './money';
import { formatTagNumber } from './registration';

/** The customer's side of a lost band: the wallet's report and the move page (DESIGN §8). */
export const LOST_BAND_TEXT = {
  report: 'Report Band Lost',
  reportTitle: 'Report This Band Lost?',
  reportBody:
    'The band is blocked at once: every purchase or top up tapped on it is refused. Then get a new band at an info desk and move this band’s balance to it here.',
  reportConfirm: 'Block This Band',
  reporting: 'Blocking your band',
  reportRefused: 'Unable to report the band lost',
  cancel: 'Cancel',
  move: 'Move Balance To New Band',
  moveEyebrow: 'Lost Band',
  moveIntro:
    'Enter the tag number and serial printed on the new band you were given at an info desk. The whole balance of your lost band moves to it.',
  moveSubmit: 'Move Balance',
  moveRefused: 'Unable to move the balance',
  moveConfirmTitle: 'Move Your Balance?',
  moveConfirm: 'Move Balance',
  moving: 'Moving your balance',
  moveOffline: 'No answer came from the server, so your balance may not have moved yet.',
  retry: 'Try Again',
  moveUnavailable:
    'There is no balance to move from this band: only a band reported lost can move its balance, once.',
  movedTitle: 'Balance Moved',
} as const;

/** The move's confirmation: how much goes where. */
export function moveConfirmText(cents: number, uid: string): string {
  return `${formatMoney(cents)} moves from your lost band to band ${formatTagNumber(uid)}. It cannot be moved back.`;
}

/** The alert on the new band's wallet once the balance moved. */
export function movedBalanceText(cents: number, uid: string): string {
  return `${formatMoney(cents)} moved to band ${formatTagNumber(uid)}. This is its wallet now.`;
}
