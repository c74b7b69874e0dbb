// What the top-up screen tells the top-up machine. Amounts arrive in dollars, as shown and typed.
export type TopUpEvent =
  /** One of the preset amount buttons (spec §9: 50, 80, 100, 150, 200). */
  | { type: 'topUp.preset'; amount: number }
  /** The custom amount field, as typed. */
  | { type: 'topUp.custom'; text: string }
  /** The request button: off to the payment provider. */
  | { type: 'topUp.request' };
