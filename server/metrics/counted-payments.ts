// Each recorded outcome of a top-up is counted once: a replayed webhook or a second click finds
// the purchase already moved (applied: false) and counts nothing.
import type { TopUpPayments } from '../payments/top-up-payments';
import type { PaymentOutcome } from './server-metrics';

export function countedPayments(
  payments: TopUpPayments,
  count: (outcome: PaymentOutcome) => void,
): TopUpPayments {
  return {
    ...payments,
    async complete(reference) {
      const change = await payments.complete(reference);
      if (change.applied) {
        count(change.purchase.state === 'COMPLETED' ? 'completed' : 'refunded');
      }
      return change;
    },
    async fail(reference) {
      const change = await payments.fail(reference);
      if (change.applied) count('failed');
      return change;
    },
  };
}
