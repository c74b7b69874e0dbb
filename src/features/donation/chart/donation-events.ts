// What the donation screen tells the donation machine. The amount arrives as typed; the machine
// reads it with the domain's rules.
export type DonationEvent =
  /** All of the balance (true), or an amount (false). */
  | { type: 'donation.choose'; whole: boolean }
  /** The amount field, as typed. */
  | { type: 'donation.amount'; text: string }
  /** The Donate button. */
  | { type: 'donation.submit' }
  /** The confirmation's answers; cancel also leaves a donation whose outcome is unknown. */
  | { type: 'donation.confirm' }
  | { type: 'donation.cancel' }
  /** Try Again after no answer came: the same donation, with the same requestKey. */
  | { type: 'donation.retry' };
