// The call the profile machine invokes, as a plain async function the app implements with its
// private API client; the machine itself never imports axios.
import { fromPromise } from 'xstate';
import type { Profile } from '../../../../core/contracts/profile-contract';
import type { ProfileUpdateRequest } from './profile-types';

export interface ProfileApi {
  /** POST /api/private/profile/update; resolves with the stored profile, rejects with spec §8 text. */
  updateProfile(request: ProfileUpdateRequest): Promise<Profile>;
  /** POST /api/private/profile/low-balance without a level: the saved one in cents, null for none. */
  readLowBalance(): Promise<number | null>;
  /** The same call with the level (cents, null clears it); resolves with the stored level. */
  saveLowBalance(cents: number | null): Promise<number | null>;
}

export function profileActors(api: ProfileApi) {
  return {
    updateProfile: fromPromise<Profile, ProfileUpdateRequest>(({ input }) =>
      api.updateProfile(input),
    ),
    readLowBalance: fromPromise<number | null>(() => api.readLowBalance()),
    saveLowBalance: fromPromise<number | null, { cents: number | null }>(({ input }) =>
      api.saveLowBalance(input.cents),
    ),
  };
}

export type ProfileActors = ReturnType<typeof profileActors>;
