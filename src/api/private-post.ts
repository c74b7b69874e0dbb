// One private API call as the machines' services want it: the body in, the answer's data out,
// and any failure rejected as an Error carrying spec §8's text.
import type { ApiClients } from './api-clients';
import { errorText } from './error-text';

export type LoadApi = () => Promise<ApiClients>;

export async function privatePost<T>(loadApi: LoadApi, path: string, body: object): Promise<T> {
  try {
    const { privateApi } = await loadApi();
    return (await privateApi.post<T>(path, body)).data;
  } catch (error) {
    throw new Error(errorText(error));
  }
}
