import { describe, expect, it } from 'vitest';
import type { PushDelivery, PushSender } from './push-sender';
import { limitedSender } from './send-limiter';

describe('limitedSender', () => {
  it('keeps at most the limit in flight and sends every one, in order', async () => {
    let inFlight = 0;
    let most = 0;
    const started: string[] = [];
    const finish: (() => void)[] = [];
    const sender: PushSender = {
      sendToCustomer: (customerId) =>
        new Promise<PushDelivery>((resolve) => {
          inFlight += 1;
          most = Math.max(most, inFlight);
          started.push(customerId);
          finish.push(() => {
            inFlight -= 1;
            resolve({ sent: 1, removed: 0, failed: 0 });
          });
        }),
    };
    const limited = limitedSender(sender, 3);
    const payload = { title: 't', body: 'b', url: '/' };
    const sends = Array.from({ length: 10 }, (_, i) => limited.sendToCustomer(`c${i}`, payload));
    // Let the first ones start, then finish whatever is in flight until all are done.
    while (started.length < 10 || inFlight > 0) {
      await new Promise((resolve) => setImmediate(resolve));
      finish.shift()?.();
    }
    const deliveries = await Promise.all(sends);
    expect(deliveries.every((delivery) => delivery.sent === 1)).toBe(true);
    expect(most).toBe(3);
    expect(started).toEqual(Array.from({ length: 10 }, (_, i) => `c${i}`));
  });
});
