// One private API call as the machines' services want it: the body in, the answer's data out,
// and any failure rejected as an Error carrying spec §8's text, the status and the server's reason.
import type { ApiClients } from './api-clients';
import { callError } from './error-text';

export type LoadApi = () => Promise<ApiClients>;

/** Body and Answer are the call's contract types (core/contracts). */
export async function privatePost<Body extends object, Answer>(
  loadApi: LoadApi,
  path: string,
  body: Body,
): Promise<Answer> {
  try {
    const { privateApi } = await loadApi();
    return (await privateApi.post<Answer>(path, body)).data;
  } catch (error) {
    throw callError(error);
  }
}
