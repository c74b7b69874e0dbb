// The call the profile machine invokes, as a plain async function the app implements with its
// private API client; the machine itself never imports axios.
import { fromPromise } from 'xstate';
import type { Profile } from '../../../../core/contracts/profile-contract';
import type { ProfileUpdateRequest } from './profile-types';

export interface ProfileApi {
  /** POST /api/private/profile/update; resolves with the stored profile, rejects with spec §8 text. */
  updateProfile(request: ProfileUpdateRequest): Promise<Profile>;
}

export function profileActors(api: ProfileApi) {
  return {
    updateProfile: fromPromise<Profile, ProfileUpdateRequest>(({ input }) =>
      api.updateProfile(input),
    ),
  };
}

export type ProfileActors = ReturnType<typeof profileActors>;
