// What the profile screen tells the profile machine. Values arrive as typed; the machine checks
// them (spec §5) and normalises them into the update request.
import type { ProfileEdit } from './profile-types';

export type ProfileEvent =
  | { type: 'profile.edit'; values: ProfileEdit }
  /** Taken only when the text contains a digit (spec §5). */
  | { type: 'profile.phone.edit'; phone: string }
  | { type: 'profile.save' }
  | { type: 'profile.back' };
