// POST /api/private/profile/update for the profile machine. The machine speaks firstName and
// lastName; spec §7 and the server's schema name them first and last.

import { PRIVATE_PATHS } from '../../../core/contracts/private-paths';
import type { Profile, ProfileUpdateBody } from '../../../core/contracts/profile-contract';
import { type LoadApi, privatePost } from '../../api/private-post';
import type { ProfileApi } from './chart/profile-services';
import type { ProfileUpdateRequest } from './chart/profile-types';

function profileUpdateBody(request: ProfileUpdateRequest): ProfileUpdateBody {
  const { firstName, lastName, ...rest } = request;
  return { first: firstName, last: lastName, ...rest };
}

export function createProfileApi(loadApi: LoadApi): ProfileApi {
  return {
    updateProfile: (request) =>
      privatePost<ProfileUpdateBody, Profile>(
        loadApi,
        PRIVATE_PATHS.profileUpdate,
        profileUpdateBody(request),
      ),
  };
}
