// The private API calls the auth machine makes right after sign-in (spec §4, §7). Failures reject
// with spec §8's text, which the machine records as profileError / customerError.

import { customerEndpoint, SESSION_CUSTOMER_BODY } from '../../../core/contracts/customer-contract';
import { profileLoginEndpoint } from '../../../core/contracts/profile-contract';
import { endpointCaller, type LoadApi } from '../../api/call-endpoint';
import type { SessionApi } from './chart/auth-services';

export function createSessionApi(loadApi: LoadApi): SessionApi {
  const call = endpointCaller(loadApi);
  return {
    profileLogin: (request) => call(profileLoginEndpoint, request),
    fetchCustomer: () => call(customerEndpoint, SESSION_CUSTOMER_BODY),
  };
}
