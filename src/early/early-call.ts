// What /home's early script (early-customer-call.ts) leaves on the window for the app: the first
// call of a signed-in first screen, sent while the app's scripts are still on their way (issue #27).
// Only types live here, so the early script imports no code of the app's.

/** The server's answer as it came, refusals included. */
export interface EarlyAnswer {
  status: number;
  statusText: string;
  headers: Record<string, string>;
  text: string;
}

/** One call sent before the app started, and its answer once it comes. */
export interface EarlyCall {
  /** The call's path, as the app's API client sends it. */
  path: string;
  /** The JSON body, exactly as sent. */
  body: string;
  /** The Authorization header it carried: the app takes the answer only for the same token. */
  authorization: string;
  /** The answer; null when none came (offline, a dropped connection). */
  answer: Promise<EarlyAnswer | null>;
}

/** Where the early script leaves its call (the window) and the app takes it from. */
export interface EarlyCallHolder {
  tapwalletEarlyCall?: EarlyCall;
}

declare global {
  interface Window extends EarlyCallHolder {}
}
