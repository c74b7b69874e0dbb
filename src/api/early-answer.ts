// The app's first customer call on /home may already have been sent by the early script
// (src/early/early-customer-call.ts). The identical call (same path, body and token) takes its
// outcome, once, exactly as the network would have given it: its answer, its refusal, or no
// answer at all. It is that call, not a try before it: nothing is asked twice. Any other call
// goes to the network. Nothing here needs the HTTP library, so a first screen answered early does
// not wait for it (18 kB on a festival network, issue #27).
import type { EarlyAnswer, EarlyCallHolder } from '../early/early-call';
import { authorizationOf } from './authorization';

/** The early call's answer if `path` and `body` are that call; undefined for any other call. */
export type EarlyAnswerSource = (
  path: string,
  body: string,
) => Promise<{ answer: EarlyAnswer | null } | undefined>;

export function earlyAnswers(
  holder: EarlyCallHolder,
  getToken: () => Promise<string | null>,
): EarlyAnswerSource {
  return async (path, body) => {
    const early = holder.tapwalletEarlyCall;
    if (!early || early.path !== path || early.body !== body) return undefined;
    const token = await getToken();
    // Another call may have taken it while the token was read.
    if (
      holder.tapwalletEarlyCall !== early ||
      token === null ||
      authorizationOf(token) !== early.authorization
    ) {
      return undefined;
    }
    // Taken once: a later Refresh asks the server again.
    holder.tapwalletEarlyCall = undefined;
    return { answer: await early.answer };
  };
}
