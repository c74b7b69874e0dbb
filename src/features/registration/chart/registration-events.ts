// What the ticket and tag search screens and the session tell the registration chart. Form
// values arrive as typed; the chart normalises them for the search.
import type { Customer } from '../../../../core/contracts/customer-contract';
import type { RegistrationFormValues } from './registration-types';

export type RegistrationEvent =
  | { type: 'registration.edit'; values: Partial<RegistrationFormValues> }
  /** 'Scan Ticket': the camera reads the ticket number (ticket search only). */
  | { type: 'registration.camera.open' }
  | { type: 'registration.camera.close' }
  /** The scanner read a code: it becomes the ticket number. */
  | { type: 'registration.camera.scanned'; text: string }
  /** Permission refused or no camera (spec §5 Camera). */
  | { type: 'registration.camera.denied' }
  /** 'Tap your band on your phone' (tag search, where the browser has Web NFC). */
  | { type: 'registration.band.open' }
  | { type: 'registration.band.close' }
  /** The phone read a chip: its serial number, which a band's tag number is. */
  | { type: 'registration.band.read'; serial: string }
  /** Permission refused, NFC off, or the read failed. */
  | { type: 'registration.band.failed' }
  | { type: 'registration.find' }
  /** 'Add Ticket' or 'Register Tag' in the result dialog. */
  | { type: 'registration.claim' }
  /** 'Go to Wallet' in the already-registered dialog. */
  | { type: 'registration.wallet.open' }
  | { type: 'registration.dialog.close' }
  | { type: 'registration.back' }
  /** The session's customer, fetched again after this chart's claim. */
  | { type: 'registration.customer.loaded'; customer: Customer }
  | { type: 'registration.customer.failed'; error: string };
