import { describe, expect, it } from 'vitest';
import {
  canRequestTopUp,
  cardFeeCents,
  clampTopUpInput,
  computeTopUp,
  itemsTotalCents,
  percentToBasisPoints,
  showOrderSummary,
  TOP_UP_AMOUNT_ERROR,
  topUpAmountError,
  topUpRateCard,
} from './top-up';

const rateCard = { activationFeeOnlineCents: 400, creditCardFeeBasisPoints: 500 };

describe('percentToBasisPoints / topUpRateCard', () => {
  it.each([
    [5, 500],
    [2.5, 250],
    [0, 0],
    [1.75, 175],
    [2.555, 256],
    [0.015, 2],
  ])('%s%% is %i basis points', (percent, bp) => {
    expect(percentToBasisPoints(percent)).toBe(bp);
  });

  it('converts the API rate card', () => {
    expect(topUpRateCard({ activationFeeOnline: 4, creditCardFee: 2.5 })).toEqual({
      activationFeeOnlineCents: 400,
      creditCardFeeBasisPoints: 250,
    });
  });
});

describe('cardFeeCents', () => {
  it.each([
    [5000, 500, 250],
    [2000, 250, 50],
    [2020, 250, 51], // 50.5 rounds up
    [2010, 250, 50], // 50.25 rounds down
    [2050, 250, 51], // 51.25
    [3333, 290, 97], // 96.657
    [8010, 175, 140], // 140.175
    [99_900, 500, 4995],
    [2000, 0, 0],
    [1, 5000, 1], // 0.5 rounds away from zero
    [1, 4999, 0],
    [-2020, 250, -51],
  ])('%i cents at %i bp is %i cents', (amount, bp, fee) => {
    expect(cardFeeCents(amount, bp)).toBe(fee);
  });
});

describe('computeTopUp', () => {
  it('takes the card fee and the activation fee out of the amount', () => {
    const topUp = computeTopUp({
      amountCents: 5000,
      currency: 'NZD',
      rateCard,
      activationPaid: false,
      balanceCents: 0,
    });
    expect(topUp).toEqual({
      topUpCents: 5000,
      cardFeeCents: 250,
      activationFeeCents: 400,
      creditCents: 4350,
      balanceAfterCents: 4350,
      items: [
        {
          code: 'TOP_UP',
          name: 'Online Top Up',
          price: 50,
          currency: 'NZD',
          quantity: 1,
          category: 'TOP_UP',
        },
        {
          code: 'CARD_FEE',
          name: 'Card Fee',
          price: -2.5,
          currency: 'NZD',
          quantity: 1,
          category: 'TOP_UP',
        },
        {
          code: 'ACTIVATION_FEE',
          name: 'Activation Fee',
          price: -4,
          currency: 'NZD',
          quantity: 1,
          category: 'ACTIVATION',
        },
      ],
    });
    expect(itemsTotalCents(topUp.items)).toBe(topUp.creditCents);
  });

  it('leaves out the activation fee once it is paid', () => {
    const topUp = computeTopUp({
      amountCents: 8000,
      currency: 'AUD',
      rateCard,
      activationPaid: true,
      balanceCents: 1234,
    });
    expect(topUp.activationFeeCents).toBe(0);
    expect(topUp.creditCents).toBe(7600);
    expect(topUp.balanceAfterCents).toBe(8834);
    expect(topUp.items.map((item) => item.code)).toEqual(['TOP_UP', 'CARD_FEE']);
    expect(topUp.items.every((item) => item.currency === 'AUD')).toBe(true);
  });

  it('leaves out an activation fee of zero', () => {
    const topUp = computeTopUp({
      amountCents: 2000,
      currency: 'NZD',
      rateCard: { activationFeeOnlineCents: 0, creditCardFeeBasisPoints: 0 },
      activationPaid: false,
      balanceCents: 0,
    });
    expect(topUp.items.map((item) => item.code)).toEqual(['TOP_UP', 'CARD_FEE']);
    expect(topUp.items[1]?.price).toBe(0);
    expect(Object.is(topUp.items[1]?.price, -0)).toBe(false);
    expect(topUp.creditCents).toBe(2000);
  });

  it('rounds the card fee to cents and keeps the items summing to the credit', () => {
    for (const amountCents of [2000, 2019, 2020, 3333, 8010, 12_345, 99_900]) {
      for (const bp of [0, 175, 250, 290, 500]) {
        const topUp = computeTopUp({
          amountCents,
          currency: 'NZD',
          rateCard: { activationFeeOnlineCents: 400, creditCardFeeBasisPoints: bp },
          activationPaid: false,
          balanceCents: 0,
        });
        expect(Number.isInteger(topUp.cardFeeCents)).toBe(true);
        expect(Math.abs(topUp.cardFeeCents - (amountCents * bp) / 10_000)).toBeLessThanOrEqual(0.5);
        expect(itemsTotalCents(topUp.items)).toBe(topUp.creditCents);
      }
    }
  });
});

describe('itemsTotalCents', () => {
  it('multiplies by quantity', () => {
    expect(
      itemsTotalCents([
        { price: 1.1, quantity: 3 },
        { price: -0.3, quantity: 1 },
      ]),
    ).toBe(300);
  });
});

describe('topUpAmountError', () => {
  it.each([
    [20, null],
    [999, null],
    [50, null],
    [20.5, null],
    [19.99, TOP_UP_AMOUNT_ERROR],
    [999.01, TOP_UP_AMOUNT_ERROR],
    [0, TOP_UP_AMOUNT_ERROR],
    [-50, TOP_UP_AMOUNT_ERROR],
    [Number.NaN, TOP_UP_AMOUNT_ERROR],
  ])('%s → %s', (amount, message) => {
    expect(topUpAmountError(amount)).toBe(message);
  });

  it('uses the spec wording', () => {
    expect(TOP_UP_AMOUNT_ERROR).toBe('Top up amount must been between 20.00 and 999.00');
  });
});

describe('clampTopUpInput', () => {
  it.each([
    [1000, 999],
    [5000, 999],
    [999, 999],
    [998.5, 998.5],
    [15, 15],
  ])('%s → %s', (input, kept) => {
    expect(clampTopUpInput(input)).toBe(kept);
  });
});

describe('showOrderSummary', () => {
  it('shows from $20', () => {
    expect(showOrderSummary(1999)).toBe(false);
    expect(showOrderSummary(2000)).toBe(true);
  });
});

describe('canRequestTopUp', () => {
  it.each([
    [{ amountCents: 5000, balanceCents: 0, inFlight: false }, true],
    [{ amountCents: 2000, balanceCents: 0, inFlight: false }, true],
    [{ amountCents: 0, balanceCents: 0, inFlight: false }, false],
    [{ amountCents: 1999, balanceCents: 0, inFlight: false }, false],
    [{ amountCents: 99_900, balanceCents: 0, inFlight: false }, true],
    [{ amountCents: 99_901, balanceCents: 0, inFlight: false }, false],
    [{ amountCents: 99_900, balanceCents: 99, inFlight: false }, true],
    [{ amountCents: 99_900, balanceCents: 100, inFlight: false }, false],
    [{ amountCents: 5000, balanceCents: 95_000, inFlight: false }, false],
    [{ amountCents: 5000, balanceCents: 0, inFlight: true }, false],
  ])('%o → %s', (state, allowed) => {
    expect(canRequestTopUp(state)).toBe(allowed);
  });
});
