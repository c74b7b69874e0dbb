import { describe, expect, it } from 'vitest';
import { customerEndpoint, SESSION_CUSTOMER_BODY } from '../../core/contracts/customer-contract';
import { profileLoginEndpoint } from '../../core/contracts/profile-contract';
import { lazyApiClients } from '../app/lazy-api-clients';
import { signOutOnUnauthorized } from '../app/sign-out-on-unauthorized';
import type { EarlyAnswer, EarlyCall, EarlyCallHolder } from '../early/early-call';
import type { ApiClients } from './api-clients';
import { endpointCaller, type LoadApi } from './call-endpoint';
import { earlyAnswers } from './early-answer';
import type { CallError } from './error-text';

const PATH = customerEndpoint.path;
const BODY = SESSION_CUSTOMER_BODY;
const EARLY_LIST = '{"eventRegistrationList":[],"lastUpdate":"early"}';

function answered(status: number, text: string): EarlyAnswer {
  return {
    status,
    statusText: status === 200 ? 'OK' : 'Refused',
    headers: { 'content-type': 'application/json' },
    text,
  };
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

/**
 * The API clients as a network that answers every call with where it was asked, counting the
 * times the HTTP library was loaded and the calls it sent.
 */
function network(holder: EarlyCallHolder, token = 'token-1') {
  const calls: string[] = [];
  let loads = 0;
  const load: LoadApi = async () => {
    loads += 1;
    return {
      privateApi: {
        post: async (path: string) => {
          calls.push(path);
          return { data: { lastUpdate: 'network' } };
        },
      },
    } as unknown as ApiClients;
  };
  load.earlyAnswer = earlyAnswers(holder, async () => token);
  return { calls, load, loads: () => loads };
}

describe('an early call answering the app', () => {
  it('answers the identical call once, without loading the HTTP library; the next one asks the server', async () => {
    const holder: EarlyCallHolder = { tapwalletEarlyCall: earlyCall() };
    const net = network(holder);
    const call = endpointCaller(net.load);
    expect(await call(customerEndpoint, BODY)).toEqual(JSON.parse(EARLY_LIST));
    expect(net.loads()).toBe(0);
    expect(holder.tapwalletEarlyCall).toBeUndefined();
    expect(await call(customerEndpoint, BODY)).toEqual({ lastUpdate: 'network' });
    expect(net.calls).toEqual([PATH]);
  });

  it('leaves a call with another token, body or path to the network, and stays for its own', async () => {
    const others = [
      { token: 'token-2', send: () => customerEndpoint, body: BODY },
      { token: 'token-1', send: () => customerEndpoint, body: { returning: true } },
      { token: 'token-1', send: () => profileLoginEndpoint, body: BODY },
    ];
    for (const { token, send, body } of others) {
      const holder: EarlyCallHolder = { tapwalletEarlyCall: earlyCall() };
      const net = network(holder, token);
      const endpoint = send();
      expect(await endpointCaller(net.load)(endpoint, body as never)).toEqual({
        lastUpdate: 'network',
      });
      expect(net.calls).toEqual([endpoint.path]);
      expect(holder.tapwalletEarlyCall).toBeDefined();
    }
  });

  it('is the call itself: a refusal or no answer is its outcome, and nothing is asked twice', async () => {
    const refused: EarlyCallHolder = {
      tapwalletEarlyCall: earlyCall({
        answer: Promise.resolve(answered(503, '{"message":"Try later"}')),
      }),
    };
    const net = network(refused);
    const refusal = (await endpointCaller(net.load)(customerEndpoint, BODY).catch(
      (error: unknown) => error,
    )) as CallError;
    expect(refusal).toMatchObject({
      message: '503 : Try later',
      status: 503,
      reason: 'Try later',
      offline: false,
    });

    const dropped: EarlyCallHolder = {
      tapwalletEarlyCall: earlyCall({ answer: Promise.resolve(null) }),
    };
    const offline = (await endpointCaller(network(dropped).load)(customerEndpoint, BODY).catch(
      (error: unknown) => error,
    )) as CallError;
    expect(offline).toMatchObject({ message: 'Network Error', offline: true });
    expect(offline.status).toBeUndefined();
    expect(net.calls).toEqual([]);
    expect(net.loads()).toBe(0);
  });

  it('signs the customer out when it was refused as signed out (401), as any call would', async () => {
    const holder: EarlyCallHolder = {
      tapwalletEarlyCall: earlyCall({
        answer: Promise.resolve(answered(401, '{"message":"Unauthorized"}')),
      }),
    };
    let signedOut = 0;
    const load = signOutOnUnauthorized(network(holder).load, () => {
      signedOut += 1;
    });
    await expect(endpointCaller(load)(customerEndpoint, BODY)).rejects.toMatchObject({
      status: 401,
    });
    expect(signedOut).toBe(1);
  });

  it("is taken through the app's own loader, with the token its token source gives", async () => {
    const holder: EarlyCallHolder = { tapwalletEarlyCall: earlyCall() };
    const load = lazyApiClients({
      baseURL: 'http://127.0.0.1:1',
      getToken: async () => 'token-1',
      early: holder,
    });
    expect(await endpointCaller(load)(customerEndpoint, BODY)).toEqual(JSON.parse(EARLY_LIST));
    expect(holder.tapwalletEarlyCall).toBeUndefined();
  });
});
