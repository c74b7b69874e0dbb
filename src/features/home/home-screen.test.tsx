// @vitest-environment jsdom
import '../../../test-support/app/setup-dom';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Customer } from '../../../core/contracts/customer-contract';
import { routerSettled } from '../../../test-support/app/dom-helpers';
import {
  createFakeIdentity,
  createFakeSessionApi,
  TEST_PROFILE,
  userFor,
} from '../../../test-support/app/fake-identity';
import { makeRegistration } from '../../../test-support/app/registration-fixture';
import { renderApp } from '../../../test-support/app/render-app';

const USER = userFor('ann@example.com');

const TOP_UP_FIRST = makeRegistration({
  walletId: 'w-unfunded',
  state: 'PUBLISHED',
  balance: 0,
  ticketNumber: 'HLF-1',
});
const FUNDED = { ...makeRegistration({ walletId: 'w-funded', state: 'PUBLISHED', balance: 50 }) };
const ARCHIVED = makeRegistration({ walletId: 'w-archived', state: 'ARCHIVED', balance: 9 });
FUNDED.event = { ...FUNDED.event, id: 'evt-2', name: 'Harbour Lights' };
ARCHIVED.event = { ...ARCHIVED.event, id: 'evt-3', name: 'Glow 2024' };

function renderHome(
  options: {
    customer?: Customer;
    fetchCustomer?: () => Promise<Customer>;
    firstLogin?: boolean;
  } = {},
) {
  const customer = options.customer ?? {
    eventRegistrationList: [TOP_UP_FIRST, FUNDED, ARCHIVED],
    lastUpdate: '2026-01-01T00:00:00Z',
  };
  let fetches = 0;
  const sessionApi = createFakeSessionApi({
    profileLogin: async () => ({ ...TEST_PROFILE, firstLogin: options.firstLogin ?? false }),
    fetchCustomer: () => {
      fetches += 1;
      return options.fetchCustomer ? options.fetchCustomer() : Promise.resolve(customer);
    },
  });
  const view = renderApp('/home', { identity: createFakeIdentity({ user: USER }), sessionApi });
  return { ...view, fetches: () => fetches };
}

// The first render loads the lazy screen chunk, which takes longer than findBy's default wait.
const SLOW = { timeout: 5000 };
const cards = () => screen.findAllByTestId('registration-card', {}, SLOW);

afterEach(() => {
  localStorage.clear();
});

describe('Home (spec §2)', () => {
  it('greets the customer and lists the registrations whose event is not archived', async () => {
    renderHome();
    expect(await cards()).toHaveLength(2);
    expect(screen.getByText('Hi Ann!')).toBeTruthy();
    expect(screen.getByText('Harbour Lights')).toBeTruthy();
    expect(screen.queryByText('Glow 2024')).toBeNull();
  });

  it('at 375 px, lists live events first, then open refunds, then closed, newest first in each', async () => {
    window.innerWidth = 375;
    const named = (name: string, shape: Parameters<typeof makeRegistration>[0]) => {
      const registration = makeRegistration({ ...shape, walletId: `w-${name}` });
      registration.event = { ...registration.event, id: `evt-${name}`, name };
      return registration;
    };
    // As the customer call answers: newest registration first.
    const eventRegistrationList = [
      named('Just Added', { state: 'PUBLISHED' }),
      named('Finished Recently', { state: 'FINISHED', refundStatus: 'AVAILABLE', balance: 3 }),
      named('Closed Long Ago', { state: 'CLOSED' }),
      named('On Now', { state: 'STARTED', refundStatus: 'AVAILABLE', balance: 8 }),
      named('Finished Long Ago', { state: 'FINISHED', refundStatus: 'COMPLETED' }),
      named('Next Month', { state: 'PUBLISHED', balance: 20 }),
    ];
    renderHome({ customer: { eventRegistrationList, lastUpdate: '' } });
    const names = (await cards()).map(
      (card) =>
        eventRegistrationList.find(({ event }) => card.textContent?.includes(event.name))?.event
          .name,
    );
    expect(names).toEqual([
      'Just Added',
      'On Now',
      'Next Month',
      'Finished Recently',
      'Finished Long Ago',
      'Closed Long Ago',
    ]);
  });

  it('offers both ways in and the profile', async () => {
    renderHome();
    await cards();
    expect(
      screen.getAllByRole('link', { name: "I'M GOING TO AN EVENT" })[0]?.getAttribute('href'),
    ).toBe('/event/register/ticket');
    expect(screen.getAllByRole('link', { name: 'I NEED A REFUND' })[0]?.getAttribute('href')).toBe(
      '/event/register/tag',
    );
    expect(screen.getByRole('link', { name: 'My Profile' }).getAttribute('href')).toBe('/profile');
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeTruthy();
  });

  it('sends an unfunded ticket before the event to online top up, naming it', async () => {
    const { router, auth } = renderHome();
    fireEvent.click((await cards())[0] as HTMLElement);
    await waitFor(() =>
      expect(router.state.location.href).toBe('/event/wallet/payment?registration=w-unfunded'),
    );
    await routerSettled(router);
    expect(auth.getSnapshot().context.flowRequest).toMatchObject({ registration: 'w-unfunded' });
  });

  it('sends any other card to its wallet, naming it', async () => {
    const { router, auth } = renderHome();
    fireEvent.click((await cards())[1] as HTMLElement);
    await waitFor(() =>
      expect(router.state.location.href).toBe('/event/wallet?registration=w-funded'),
    );
    await routerSettled(router);
    expect(auth.getSnapshot().context.flowRequest).toMatchObject({ registration: 'w-funded' });
  });

  it('keeps the help closed for a returning customer with events, and toggles it', async () => {
    renderHome();
    await cards();
    const toggle = screen.getByRole('button', { name: 'How Does it Work?' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });

  it('opens the help when there are no events', async () => {
    renderHome({ customer: { eventRegistrationList: [ARCHIVED], lastUpdate: '' } });
    expect(
      await screen.findByText('You have not registered for any events yet.', {}, SLOW),
    ).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'How Does it Work?' }).getAttribute('aria-expanded'),
    ).toBe('true');
  });

  it('at 375 px, keeps the help closed on a first login once there is a registration', async () => {
    window.innerWidth = 375;
    const { auth } = renderHome({ firstLogin: true });
    await cards();
    await waitFor(() => expect(auth.getSnapshot().context.profile?.firstLogin).toBe(true));
    expect(
      screen.getByRole('button', { name: 'How Does it Work?' }).getAttribute('aria-expanded'),
    ).toBe('false');
  });

  it('opens the help on a first login with no registration yet', async () => {
    renderHome({ firstLogin: true, customer: { eventRegistrationList: [], lastUpdate: '' } });
    expect(
      await screen.findByText('You have not registered for any events yet.', {}, SLOW),
    ).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'How Does it Work?' }).getAttribute('aria-expanded'),
    ).toBe('true');
  });

  it('warns that it is working offline when the customer fetch fails', async () => {
    renderHome({ fetchCustomer: () => Promise.reject(new Error('Network Error')) });
    expect(
      await screen.findByText(
        'Working Offline - unable to connect to the server please try again later',
        {},
        SLOW,
      ),
    ).toBeTruthy();
    expect(screen.queryByTestId('registration-card')).toBeNull();
  });

  it('shows the last registrations it fetched, under the warning, when it starts offline', async () => {
    renderHome();
    const online = (await cards()).length;
    cleanup();
    renderHome({ fetchCustomer: () => Promise.reject(new Error('Network Error')) });
    expect(
      await screen.findByText(
        'Working Offline - unable to connect to the server please try again later',
        {},
        SLOW,
      ),
    ).toBeTruthy();
    expect(await cards()).toHaveLength(online);
  });

  it('asks for the registrations again on each visit', async () => {
    const { fetches, router } = renderHome();
    await cards();
    await waitFor(() => expect(router.state.status).toBe('idle'));
    const before = fetches();
    await router.navigate({ to: '/profile' });
    await router.navigate({ to: '/home' });
    await waitFor(() => expect(fetches()).toBe(before + 1));
  });

  it('shows each card inside the My Events section', async () => {
    renderHome();
    const section = (await screen.findByRole('heading', { name: 'My Events' }, SLOW)).closest(
      'section',
    );
    await cards();
    expect(within(section as HTMLElement).getAllByTestId('registration-card')).toHaveLength(2);
  });
});
