import axios, { type AxiosAdapter } from 'axios';
import { describe, expect, it } from 'vitest';
import type { EarlyAnswer, EarlyCall, EarlyCallHolder } from '../early/early-call';
import { createApiClients } from './api-clients';
import { withEarlyAnswer } from './early-answer';

const PATH = '/api/private/customer';
const BODY = { returning: false };
const EARLY_LIST = '{"eventRegistrationList":[],"lastUpdate":"early"}';
const JSON_TYPE = { 'content-type': 'application/json' };

function answered(status: number, text: string): EarlyAnswer {
  return { status, statusText: status === 200 ? 'OK' : 'Refused', headers: JSON_TYPE, text };
}

function earlyCall(fields: Partial<EarlyCall> = {}): EarlyCall {
  return {
    path: PATH,
    body: JSON.stringify(BODY),
    authorization: 'Bearer token-1',
    answer: Promise.resolve(answered(200, EARLY_LIST)),
    ...fields,
  };
}

/** A network that answers with where it was asked, and counts the calls it got. */
function network() {
  const calls: string[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(`${config.url}`);
    return { data: { lastUpdate: 'network' }, status: 200, statusText: 'OK', headers: {}, config };
  };
  return { calls, adapter };
}

function client(holder: EarlyCallHolder, net: ReturnType<typeof network>, token = 'token-1') {
  return axios.create({
    adapter: withEarlyAnswer(net.adapter, holder),
    headers: { Authorization: `Bearer ${token}` },
  });
}

describe('an early call answering the app', () => {
  it('answers the identical call once, parsed as any answer; the next one asks the server', async () => {
    const holder: EarlyCallHolder = { tapwalletEarlyCall: earlyCall() };
    const net = network();
    const api = client(holder, net);
    expect((await api.post(PATH, BODY)).data).toEqual(JSON.parse(EARLY_LIST));
    expect(net.calls).toEqual([]);
    expect(holder.tapwalletEarlyCall).toBeUndefined();
    expect((await api.post(PATH, BODY)).data).toEqual({ lastUpdate: 'network' });
    expect(net.calls).toEqual([PATH]);
  });

  it('leaves a call with another token, body or path to the network, and stays for its own', async () => {
    for (const [token, path, body] of [
      ['token-2', PATH, BODY],
      ['token-1', PATH, { returning: true }],
      ['token-1', '/api/private/profile/login', BODY],
    ] as const) {
      const holder: EarlyCallHolder = { tapwalletEarlyCall: earlyCall() };
      const net = network();
      expect((await client(holder, net, token).post(path, body)).data).toEqual({
        lastUpdate: 'network',
      });
      expect(net.calls).toEqual([path]);
      expect(holder.tapwalletEarlyCall).toBeDefined();
    }
  });

  it('is the call itself: a refusal or no answer is its outcome, and nothing is asked twice', async () => {
    const refused: EarlyCallHolder = {
      tapwalletEarlyCall: earlyCall({
        answer: Promise.resolve(answered(503, '{"message":"Try later"}')),
      }),
    };
    const net = network();
    const refusal = await client(refused, net)
      .post(PATH, BODY)
      .catch((error: unknown) => error);
    expect(axios.isAxiosError(refusal) && refusal.response?.status).toBe(503);
    expect(axios.isAxiosError(refusal) && refusal.response?.data).toEqual({ message: 'Try later' });

    const dropped: EarlyCallHolder = {
      tapwalletEarlyCall: earlyCall({ answer: Promise.resolve(null) }),
    };
    const offline = await client(dropped, net)
      .post(PATH, BODY)
      .catch((error: unknown) => error);
    expect(axios.isAxiosError(offline) && offline.code).toBe('ERR_NETWORK');
    expect(axios.isAxiosError(offline) && offline.response).toBeUndefined();
    expect(net.calls).toEqual([]);
  });

  it("is taken by the app's private client, with the token its token source gives", async () => {
    const holder: EarlyCallHolder = { tapwalletEarlyCall: earlyCall() };
    const { privateApi } = createApiClients({
      baseURL: 'http://127.0.0.1:1',
      getToken: async () => 'token-1',
      early: holder,
    });
    expect((await privateApi.post(PATH, BODY)).data).toEqual(JSON.parse(EARLY_LIST));
    expect(holder.tapwalletEarlyCall).toBeUndefined();
  });
});
