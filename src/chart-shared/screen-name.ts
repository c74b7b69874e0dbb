// The signed-in screens a flow may ask the session to show. Machines name screens, never paths:
// the router maps each name to its address (src/router/screen-paths.ts).
export type ScreenName = 'home' | 'wallet' | 'topUp' | 'refund' | 'profile';

/** A flow's request to move on: the screen, and the registration a wallet screen is about. */
export interface ScreenRequest {
  screen: ScreenName;
  registration?: string | null;
}
