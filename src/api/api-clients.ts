import axios, { type AxiosInstance } from 'axios';
import type { EarlyCallHolder } from '../early/early-call';
import { withEarlyAnswer } from './early-answer';

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
  /** Where /home's early script left the call it sent before the app started (the window). */
  early?: EarlyCallHolder;
}

export function createApiClients({ baseURL, getToken, early }: ApiClientOptions): ApiClients {
  const publicApi = axios.create({ baseURL });
  const privateApi = axios.create({
    baseURL,
    ...(early ? { adapter: withEarlyAnswer(axios.getAdapter(axios.defaults.adapter), early) } : {}),
  });
  privateApi.interceptors.request.use(async (config) => {
    const token = await getToken();
    // Without a token the server answers 401, which the caller shows like any other failure.
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });
  return { publicApi, privateApi };
}
