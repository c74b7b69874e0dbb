// A festival's bar rush raises thousands of pushes at once; a process sends at most a fixed
// number at a time and queues the rest in order, so neither the push services nor its own
// sockets are flooded. Every process has its own limit, so N instances send at most N times it.
import type { PushSender } from './push-sender';

/** Pushes one process has in flight at most. */
export const PUSH_MAX_IN_FLIGHT = 32;

export function limitConcurrency(maxInFlight: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  // A finishing task hands its place straight to the next in line, so no newcomer slips in
  // between and the count never passes the limit.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= maxInFlight) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      release();
    }
  };
}

/** The sender, sending to at most maxInFlight customers at a time. */
export function limitedSender(sender: PushSender, maxInFlight = PUSH_MAX_IN_FLIGHT): PushSender {
  const run = limitConcurrency(maxInFlight);
  return {
    sendToCustomer: (customerId, payload) => run(() => sender.sendToCustomer(customerId, payload)),
  };
}
