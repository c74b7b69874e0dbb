// POST /api/private/profile/update for the profile machine. The machine speaks firstName and
// lastName; spec §7 and the server's schema name them first and last.

import {
  type ProfileUpdateBody,
  profileUpdateEndpoint,
} from '../../../core/contracts/profile-contract';
import { endpointCaller, type LoadApi } from '../../api/call-endpoint';
import type { ProfileApi } from './chart/profile-services';
import type { ProfileUpdateRequest } from './chart/profile-types';

function profileUpdateBody(request: ProfileUpdateRequest): ProfileUpdateBody {
  const { firstName, lastName, ...rest } = request;
  return { first: firstName, last: lastName, ...rest };
}

export function createProfileApi(loadApi: LoadApi): ProfileApi {
  const call = endpointCaller(loadApi);
  return {
    updateProfile: (request) => call(profileUpdateEndpoint, profileUpdateBody(request)),
  };
}
