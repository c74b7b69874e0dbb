import type { AxiosInstance } from 'axios';
import type { ApiClients } from '../../src/api/api-clients';

export interface RecordedCall {
  path: string;
  body: unknown;
}

/** A private client that records each call and answers from `answers` by path. */
export function fakePrivateApi(answers: Record<string, () => unknown>) {
  const calls: RecordedCall[] = [];
  const privateApi = {
    post: async (path: string, body: unknown) => {
      calls.push({ path, body });
      const answer = answers[path];
      if (!answer) throw new Error(`unexpected ${path}`);
      return { data: answer() };
    },
  } as unknown as AxiosInstance;
  const load = async () => ({ privateApi, publicApi: privateApi }) as ApiClients;
  return { load, calls };
}
