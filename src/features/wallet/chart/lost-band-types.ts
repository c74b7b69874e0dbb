// The data the lost-band chart works with (DESIGN §8 Lost band), as POST
// /api/private/customer/band/lost and /band/transfer ask and answer.
import type { EventRegistration } from '../../../../core/contracts/customer-contract';
import type {
  BandLostBody,
  BandLostResponse,
  BandTransferBody,
  BandTransferResponse,
} from '../../../../core/contracts/lost-band-contract';

export type { BandLostBody, BandLostResponse, BandTransferBody, BandTransferResponse };

/**
 * Where the chart runs: 'report' on the wallet page (the wallet chart's child), 'move' as the
 * session's flow of the move page.
 */
export type LostBandMode = 'report' | 'move';

/** The new band as typed on the move page. */
export interface NewBandValues {
  number: string;
  serial: string;
}

export type NewBandField = keyof NewBandValues;

/**
 * What the chart starts with: its mode, the walletId of the band's registration (null for none)
 * and the customer's registrations it is looked up in.
 */
export interface LostBandInput {
  mode: LostBandMode;
  registration: string | null;
  registrations: readonly EventRegistration[];
}

/** The move's outcome the app tells: how much moved to which band. */
export interface MovedNotice {
  cents: number;
  uid: string;
}

/** The move page leaves for the new band's wallet. */
export interface LostBandNavigation {
  screen: 'wallet';
  registration: string;
}
