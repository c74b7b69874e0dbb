import axios, { type AxiosInstance } from 'axios';
import { authorizationOf } from './authorization';

export interface ApiClients {
  /** Calls that need no signed-in customer. */
  publicApi: AxiosInstance;
  /** Calls under /api/private/*, each carrying the customer's token. */
  privateApi: AxiosInstance;
}

export interface ApiClientOptions {
  /** Both clients talk to the origin that served the page (spec §7: one base endpoint). */
  baseURL: string;
  /** The id token in production, the access token locally (spec §6); null when signed out. */
  getToken: () => Promise<string | null>;
}

export function createApiClients({ baseURL, getToken }: ApiClientOptions): ApiClients {
  const publicApi = axios.create({ baseURL });
  const privateApi = axios.create({ baseURL });
  privateApi.interceptors.request.use(async (config) => {
    const token = await getToken();
    // Without a token the server answers 401, which the caller shows like any other failure.
    if (token) config.headers.set('Authorization', authorizationOf(token));
    return config;
  });
  return { publicApi, privateApi };
}
