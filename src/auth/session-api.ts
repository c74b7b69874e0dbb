// The private API calls the auth machine makes right after sign-in (spec §4, §7). Failures become
// Errors carrying spec §8's text, which the machine records as profileError / customerError.
import type { SessionApi } from '../../machines/auth/auth-services';
import type { Customer, Profile } from '../../machines/auth/auth-types';
import type { ApiClients } from '../api/api-clients';
import { errorText } from '../api/error-text';

export function createSessionApi(loadApi: () => Promise<ApiClients>): SessionApi {
  async function post<T>(path: string, body: object): Promise<T> {
    try {
      const { privateApi } = await loadApi();
      return (await privateApi.post<T>(path, body)).data;
    } catch (error) {
      throw new Error(errorText(error));
    }
  }
  return {
    profileLogin: (request) => post<Profile>('/api/private/profile/login', request),
    fetchCustomer: () => post<Customer>('/api/private/customer', { returning: false }),
  };
}
