import axios, { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { walletFailure } from './chart/wallet-services';
import { createWalletApi } from './wallet-api';

type Answer = { status: number; data: unknown } | 'network';

function fakeApi(answer: Answer) {
  const requests: { url: string | undefined; body: unknown }[] = [];
  const instance = axios.create({
    baseURL: 'http://api.test',
    adapter: async (config: InternalAxiosRequestConfig) => {
      requests.push({ url: config.url, body: JSON.parse(String(config.data)) });
      if (answer === 'network') throw new AxiosError('Network Error', 'ERR_NETWORK', config, {});
      const response: AxiosResponse = {
        ...answer,
        statusText: '',
        headers: {},
        config,
        request: {},
      };
      if (answer.status >= 400) {
        throw new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, {}, response);
      }
      return response;
    },
  });
  const api = createWalletApi(async () => ({ publicApi: instance, privateApi: instance }));
  return { api, requests };
}

const WALLET = { customerId: 'sub-1', balance: { current: 12.5 }, transactionList: [] };

describe('createWalletApi', () => {
  it('posts walletId and eventId and answers the wallet', async () => {
    const { api, requests } = fakeApi({ status: 200, data: WALLET });
    expect(await api.fetchWallet({ walletId: 'w-1', eventId: 'e-1' })).toEqual(WALLET);
    expect(requests).toEqual([
      { url: '/api/private/customer/wallet', body: { walletId: 'w-1', eventId: 'e-1' } },
    ]);
  });

  it('answers the refund list out of eventWalletRefundList', async () => {
    const list = [{ batchState: 'OPEN', batchItemAccountNumber: '1', refundPurchaseRef: 'RF-1' }];
    const { api, requests } = fakeApi({ status: 200, data: { eventWalletRefundList: list } });
    expect(await api.fetchRefunds({ uid: 'TCK-1', eventId: 'e-1' })).toEqual(list);
    expect(requests[0]?.url).toBe('/api/private/customer/refund');
  });

  it('rejects a refusal with the status text, not offline', async () => {
    const { api } = fakeApi({ status: 404, data: { message: 'Wallet not found' } });
    const error = await api.fetchWallet({ walletId: 'w-1', eventId: 'e-1' }).catch((e) => e);
    expect(walletFailure(error)).toEqual({ message: '404 : Wallet not found', offline: false });
  });

  it('marks a call that got no answer offline', async () => {
    const { api } = fakeApi('network');
    const error = await api.fetchWallet({ walletId: 'w-1', eventId: 'e-1' }).catch((e) => e);
    expect(walletFailure(error)).toEqual({ message: 'Network Error', offline: true });
  });
});
