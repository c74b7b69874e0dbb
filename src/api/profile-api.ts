// POST /api/private/profile/update for the profile machine. The machine speaks firstName and
// lastName; spec §7 and the server's schema name them first and last.
import type { Profile } from '../../machines/auth/auth-types';
import type { ProfileApi } from '../../machines/profile/profile-services';
import type { ProfileUpdateRequest } from '../../machines/profile/profile-types';
import { type LoadApi, privatePost } from './private-post';

const PROFILE_UPDATE_PATH = '/api/private/profile/update';

function profileUpdateBody(request: ProfileUpdateRequest) {
  const { firstName, lastName, ...rest } = request;
  return { first: firstName, last: lastName, ...rest };
}

export function createProfileApi(loadApi: LoadApi): ProfileApi {
  return {
    updateProfile: (request) =>
      privatePost<Profile>(loadApi, PROFILE_UPDATE_PATH, profileUpdateBody(request)),
  };
}
