// What the tag search screen tells its machine. Form values arrive as typed; the machine
// normalises them for the search.

import type { Profile } from '../../src/contracts/profile-contract';
import type { EventRegistration } from '../../src/domain/registration';
import type { TagFormValues } from './tag-registration-types';

export type TagRegistrationEvent =
  /** The signed-in profile: fills the name and e-mail fields still blank (spec §5). */
  | { type: 'tag.prefill'; profile: Pick<Profile, 'firstName' | 'lastName' | 'email'> }
  | { type: 'tag.edit'; values: Partial<TagFormValues> }
  /** 'Find Tag', with the customer's registrations as the app holds them for the pre-check. */
  | { type: 'tag.find'; registrations: readonly EventRegistration[] }
  /** 'Register Tag' in the result dialog. */
  | { type: 'tag.claim' }
  /** 'Go to Wallet' in the already-registered dialog. */
  | { type: 'tag.wallet.open' }
  | { type: 'tag.dialog.close' }
  | { type: 'tag.back' };
