// A donation's ledger row (DESIGN §8 "Donation"): a category of its own beside the spec's five,
// shown in the transaction table as "Donation".
export const DONATION_CATEGORY = 'DONATION';
export const DONATION_LABEL = 'Donation';
