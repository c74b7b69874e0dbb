// Test support for the wallet, top-up and refund screens: the whole app at a path, signed in,
// with a registration selected and a private API whose answers each test chooses. Requests
// never leave the process; every one is recorded.
import { notifications } from '@mantine/notifications';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { configure, render } from '@testing-library/react';
import axios, { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { expect, onTestFinished } from 'vitest';
import type { EventRegistration } from '../../core/contracts/customer-contract';
import type { RefundListEntry } from '../../core/domain/refund';
import { AppProviders } from '../../src/app/app-providers';
import { AuthActorProvider } from '../../src/app/auth-actor-context';
import { createApp } from '../../src/app/create-app';
import type { EventWallet } from '../../src/features/wallet/chart/wallet-types';
import { createFakeIdentity, createFakeSessionApi, TEST_PROFILE, userFor } from './fake-identity';
import { testConfig } from './test-config';

/** An HTTP answer, 'network' for no answer at all, or 'never' for a call that stays open. */
export type Answer = { status: number; data: unknown } | 'network' | 'never';

export interface RecordedRequest {
  url: string;
  body: Record<string, unknown>;
}

export interface MoneyAppOptions {
  /** Named in the address (unless the path already names one); null for none. */
  registration: EventRegistration | null;
  /** The customer list; by default the selected registration alone. */
  registrations?: EventRegistration[];
  wallet?: EventWallet;
  refunds?: RefundListEntry[];
  /** Answers by path, over the defaults built from wallet and refunds. */
  answers?: Record<string, Answer | ((body: Record<string, unknown>) => Answer)>;
}

// The first test of a file loads the lazy screens, which takes longer than findBy's default second.
configure({ asyncUtilTimeout: 5000 });

export const USER = userFor('ann@example.com');

export function walletOf(balance: number, transactionList: EventWallet['transactionList'] = []) {
  return { customerId: USER.sub, balance: { current: balance }, transactionList };
}

/** The path with the registration's walletId as its `registration` parameter. */
export function addressOf(path: string, registration: EventRegistration | null): string {
  if (!registration || /[?&]registration=/.test(path)) return path;
  return `${path}${path.includes('?') ? '&' : '?'}registration=${registration.walletId}`;
}

export function renderMoneyApp(path: string, options: MoneyAppOptions) {
  const { registration } = options;
  const requests: RecordedRequest[] = [];
  const answers: MoneyAppOptions['answers'] = {
    '/api/private/customer/wallet': {
      status: 200,
      data: options.wallet ?? walletOf(registration?.walletBalance ?? 0),
    },
    '/api/private/customer/refund': {
      status: 200,
      data: { eventWalletRefundList: options.refunds ?? [] },
    },
    ...options.answers,
  };
  const instance = axios.create({
    baseURL: 'http://api.test',
    adapter: async (config: InternalAxiosRequestConfig) => {
      const url = config.url ?? '';
      const body = JSON.parse(String(config.data ?? '{}')) as Record<string, unknown>;
      requests.push({ url, body });
      const chosen = answers[url];
      const answer = typeof chosen === 'function' ? chosen(body) : chosen;
      if (answer === undefined) throw new Error(`No answer for ${url}`);
      if (answer === 'never') return new Promise<AxiosResponse>(() => {});
      if (answer === 'network') {
        throw new AxiosError('Network Error', 'ERR_NETWORK', config, {});
      }
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

  const identity = createFakeIdentity({ user: USER });
  const registrations = options.registrations ?? (registration ? [registration] : []);
  // The customer list comes through the session's API, not the private client: counted apart.
  const customerFetches = { count: 0 };
  const history = createMemoryHistory({ initialEntries: [addressOf(path, registration)] });
  const { auth, router } = createApp({
    config: testConfig,
    identity,
    api: async () => ({ publicApi: instance, privateApi: instance }),
    sessionApi: createFakeSessionApi({
      profileLogin: async () => ({ ...TEST_PROFILE, phone: '021 555 0123' }),
      fetchCustomer: async () => {
        customerFetches.count += 1;
        return { eventRegistrationList: registrations, lastUpdate: '2026-01-01T00:00:00Z' };
      },
    }),
    history,
  });
  // A test that ends while a navigation still loads its screen leaves the router's pending-screen
  // timer to fire after jsdom is gone (an unhandled error in a later file), so it fails here.
  onTestFinished(() => {
    expect(router.state.status, 'wait for the screen the test navigated to').toBe('idle');
    auth.stop();
    notifications.clean();
  });
  const view = render(
    <AppProviders env="test">
      <AuthActorProvider actor={auth}>
        <RouterProvider router={router} />
      </AuthActorProvider>
    </AppProviders>,
  );
  return { ...view, router, auth, requests, history, customerFetches };
}
