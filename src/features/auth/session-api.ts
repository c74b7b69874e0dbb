// The private API calls the auth machine makes right after sign-in (spec §4, §7). Failures become
// Errors carrying spec §8's text, which the machine records as profileError / customerError.

import type { Customer, CustomerBody } from '../../../core/contracts/customer-contract';
import { PRIVATE_PATHS } from '../../../core/contracts/private-paths';
import type { Profile, ProfileLoginBody } from '../../../core/contracts/profile-contract';
import type { ApiClients } from '../../api/api-clients';
import { errorText } from '../../api/error-text';
import type { SessionApi } from './chart/auth-services';

export function createSessionApi(loadApi: () => Promise<ApiClients>): SessionApi {
  async function post<Body extends object, Answer>(path: string, body: Body): Promise<Answer> {
    try {
      const { privateApi } = await loadApi();
      return (await privateApi.post<Answer>(path, body)).data;
    } catch (error) {
      throw new Error(errorText(error));
    }
  }
  return {
    profileLogin: (request) => post<ProfileLoginBody, Profile>(PRIVATE_PATHS.profileLogin, request),
    fetchCustomer: () => post<CustomerBody, Customer>(PRIVATE_PATHS.customer, { returning: false }),
  };
}
