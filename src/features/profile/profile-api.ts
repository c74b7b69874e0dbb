// POST /api/private/profile/update and /profile/low-balance for the profile machine. The machine
// speaks firstName and lastName; spec §7 and the server's schema name them first and last. The
// machine holds the alert in cents; the call speaks dollars.

import { lowBalanceEndpoint } from '../../../core/contracts/low-balance-contract';
import {
  type ProfileUpdateBody,
  profileUpdateEndpoint,
} from '../../../core/contracts/profile-contract';
import { fromCents, toCents } from '../../../core/domain/money';
import { endpointCaller, type LoadApi } from '../../api/call-endpoint';
import type { ProfileApi } from './chart/profile-services';
import type { ProfileUpdateRequest } from './chart/profile-types';

function profileUpdateBody(request: ProfileUpdateRequest): ProfileUpdateBody {
  const { firstName, lastName, ...rest } = request;
  return { first: firstName, last: lastName, ...rest };
}

const levelCents = (dollars: number | null) => (dollars === null ? null : toCents(dollars));

export function createProfileApi(loadApi: LoadApi): ProfileApi {
  const call = endpointCaller(loadApi);
  return {
    updateProfile: (request) => call(profileUpdateEndpoint, profileUpdateBody(request)),
    readLowBalance: async () => levelCents((await call(lowBalanceEndpoint, {})).lowBalanceAlert),
    saveLowBalance: async (cents) => {
      const lowBalanceAlert = cents === null ? null : fromCents(cents);
      return levelCents((await call(lowBalanceEndpoint, { lowBalanceAlert })).lowBalanceAlert);
    },
  };
}
