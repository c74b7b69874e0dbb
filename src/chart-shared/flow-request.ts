// The flows the session runs as its flow child (context.flow), each started by the address (the
// route sends `session.show`) with what the session knows: the request, the profile and the
// registrations last fetched.

import type { EventRegistration } from '../../core/contracts/customer-contract';
import type { Profile } from '../../core/contracts/profile-contract';
import type { RefundMode } from '../features/refund/chart/refund-types';
import type { RegistrationKind } from '../features/registration/chart/registration-types';
import type { PaymentReturn } from '../features/wallet/chart/wallet-types';

export type FlowRequest =
  | { name: 'registration'; kind: RegistrationKind }
  /** The wallet the address names (a walletId, null for none) and the provider's return. */
  | { name: 'wallet'; registration: string | null; paymentReturn: PaymentReturn | null }
  | { name: 'topUp'; registration: string | null }
  | { name: 'refund'; registration: string | null; mode: RefundMode }
  | { name: 'donation'; registration: string | null }
  | { name: 'profile' }
  /** A row of the wallet the address names, by its reference (null for none). */
  | { name: 'transaction'; registration: string | null; reference: string | null }
  /** The move page of a lost band's balance, for the wallet the address names. */
  | { name: 'bandMove'; mode: 'move'; registration: string | null };

export type FlowName = FlowRequest['name'];

export type FlowInput<R extends FlowRequest = FlowRequest> = R & {
  profile: Profile | null;
  /** The copy kept from the last session, while the post-login check has failed (offline). */
  lastKnownProfile: Profile | null;
  registrations: EventRegistration[];
};
