// @vitest-environment jsdom
import '../../../test-support/app/setup-dom';
import { notifications, notificationsStore } from '@mantine/notifications';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { Profile } from '../../../core/contracts/profile-contract';
import {
  LOW_BALANCE_ALERT_FORMAT_ERROR,
  LOW_BALANCE_ALERT_HINT,
  LOW_BALANCE_ALERT_LABEL,
  LOW_BALANCE_ALERT_OPTED_OUT,
  LOW_BALANCE_ALERT_RANGE_ERROR,
  LOW_BALANCE_ALERT_UNREAD,
} from '../../../core/domain/low-balance-alert';
import { TEST_PROFILE } from '../../../test-support/app/fake-identity';
import { AppProviders } from '../../app/app-providers';
import { profileMachine } from './chart/profile-machine';
import { profileActors } from './chart/profile-services';
import type { ProfileUpdateRequest } from './chart/profile-types';
import { showProfileAlert } from './profile-alerts';
import { ProfileForm } from './profile-form';

const PROFILE: Profile = {
  ...TEST_PROFILE,
  phone: '021 555 0101',
  birthDate: '1990-05-17',
  countryCode: 'NZ',
};

interface LowBalanceCalls {
  /** The saved alert in cents: none unless told. */
  read?: () => Promise<number | null>;
  /** Stores the alert: as sent unless told. */
  save?: (cents: number | null) => Promise<number | null>;
  /** Leaves the form as it opens, before the read has answered. */
  opening?: boolean;
}

/** The form on the profile, once the saved alert has been read. */
async function renderForm(
  update: (request: ProfileUpdateRequest) => Promise<Profile>,
  lowBalance: LowBalanceCalls = {},
) {
  const requests: ProfileUpdateRequest[] = [];
  const alertSaves: (number | null)[] = [];
  const navigations: unknown[] = [];
  const actor = createActor(
    profileMachine.provide({
      actors: profileActors({
        updateProfile: (request) => {
          requests.push(request);
          return update(request);
        },
        readLowBalance: lowBalance.read ?? (async () => null),
        saveLowBalance: (cents) => {
          alertSaves.push(cents);
          return lowBalance.save ? lowBalance.save(cents) : Promise.resolve(cents);
        },
      }),
      actions: {
        notify: (_, alert) => showProfileAlert(alert),
        navigate: (_, target) => navigations.push(target),
        // No session here to keep it; the saved profile is the update's answer, checked below.
        storeProfile: () => {},
      },
    }),
    { input: { profile: PROFILE, lastKnownProfile: null } },
  ).start();
  render(
    <AppProviders env="test">
      <ProfileForm actor={actor} email={PROFILE.email} />
    </AppProviders>,
  );
  if (!lowBalance.opening) {
    await waitFor(() => expect(actor.getSnapshot().matches('editing')).toBe(true));
  }
  return { actor, requests, alertSaves, navigations };
}

// Mantine's Select labels its option list too, so the input is picked among the matches.
const input = (label: string) =>
  screen
    .getAllByLabelText(new RegExp(`^${label}`))
    .find(
      (element): element is HTMLInputElement => element instanceof HTMLInputElement,
    ) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(input(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Update Profile' }));

afterEach(() => act(() => notifications.clean()));

describe('Profile form (spec §2, §5, §8)', () => {
  it('shows the stored profile, the birth date as DD/MM/YYYY and the country', async () => {
    await renderForm(async (request) => ({ ...PROFILE, ...request }) as Profile);
    expect(input('First Name').value).toBe('Ann');
    expect(input('Last Name').value).toBe('Lee');
    expect(input('Phone').value).toBe('021 555 0101');
    expect(input('Birth Date').value).toBe('17/05/1990');
    expect(input('Country').value).toBe('New Zealand');
  });

  it('requires both names and sends nothing without them', async () => {
    const { requests } = await renderForm(async () => PROFILE);
    type('First Name', ' ');
    type('Last Name', '');
    save();
    expect(screen.getByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Last name is required')).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('refuses a birth date in the future with the spec alert', async () => {
    const { requests } = await renderForm(async () => PROFILE);
    type('Birth Date', '01/01/2999');
    save();
    const texts = await screen.findAllByText('Unable to update. Birth date must be in the past');
    // Once under the field and once as the alert.
    expect(texts).toHaveLength(2);
    expect(requests).toEqual([]);
  });

  it('asks for DD/MM/YYYY', async () => {
    await renderForm(async () => PROFILE);
    type('Birth Date', '1990-05-17');
    save();
    expect(screen.getAllByText('Enter your birth date as DD/MM/YYYY').length).toBeGreaterThan(0);
  });

  it('takes a phone change only when it contains a digit', async () => {
    await renderForm(async () => PROFILE);
    type('Phone', 'call me');
    expect(input('Phone').value).toBe('021 555 0101');
    type('Phone', '+64 21 555 0199');
    expect(input('Phone').value).toBe('+64 21 555 0199');
  });

  it('at 375 px, lets the phone be emptied and saves it empty', async () => {
    window.innerWidth = 375;
    const { requests } = await renderForm(async (request) => ({
      ...PROFILE,
      phone: request.phone,
    }));
    type('Phone', '0');
    type('Phone', '');
    expect(input('Phone').value).toBe('');
    save();
    expect(await screen.findByText('Profile Updated successfully')).toBeTruthy();
    expect(requests.map((request) => request.phone)).toEqual([null]);
    expect(input('Phone').value).toBe('');
  });

  it("at 375 px, shows the account's e-mail address, read-only", async () => {
    window.innerWidth = 375;
    await renderForm(async () => PROFILE);
    expect(input('Email').value).toBe(PROFILE.email);
    expect(input('Email').readOnly).toBe(true);
  });

  it('at 375 px, shows one alert at a time: the newer outcome replaces the older', async () => {
    window.innerWidth = 375;
    await renderForm(async () => PROFILE);
    type('Birth Date', '01/01/2999');
    save();
    await screen.findAllByText('Unable to update. Birth date must be in the past');
    type('Birth Date', '17/05/1990');
    save();
    expect(await screen.findByText('Profile Updated successfully')).toBeTruthy();
    // The one replaced leaves the page after its exit transition; the store says what is shown.
    expect(
      notificationsStore.getState().notifications.map((notification) => notification.message),
    ).toEqual(['Profile Updated successfully']);
  });

  it('saves the edited profile, phone without spaces and birth date as YYYY-MM-DD', async () => {
    const { requests } = await renderForm(async (request) => ({
      ...PROFILE,
      firstName: request.firstName,
      phone: request.phone,
      birthDate: request.birthDate,
      marketingOptOut: request.marketingOptOut,
    }));
    type('First Name', ' Annie ');
    type('Phone', '+64 21 555 0199');
    type('Birth Date', '02/03/1985');
    fireEvent.click(screen.getByLabelText('Opt out of marketing emails'));
    save();
    expect(await screen.findByText('Profile Updated successfully')).toBeTruthy();
    expect(requests).toEqual([
      {
        firstName: 'Annie',
        lastName: 'Lee',
        phone: '+64215550199',
        birthDate: '1985-03-02',
        countryCode: 'NZ',
        marketingOptOut: true,
        notificationOptOut: false,
      },
    ]);
    expect(input('First Name').value).toBe('Annie');
    expect((screen.getByLabelText('Opt out of marketing emails') as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('alerts a failed update', async () => {
    await renderForm(() => Promise.reject(new Error('500 : Database unavailable')));
    save();
    expect(await screen.findByText('Unable to update profile. Please try again')).toBeTruthy();
    expect(screen.getByText('500 : Database unavailable')).toBeTruthy();
  });

  it('shows the save as busy while it runs', async () => {
    await renderForm(() => new Promise(() => {}));
    save();
    await waitFor(() => expect(input('First Name').disabled).toBe(true));
  });

  describe('low balance alert', () => {
    const alertField = () => input(LOW_BALANCE_ALERT_LABEL);
    const saved = async (request: ProfileUpdateRequest) => ({ ...PROFILE, ...request }) as Profile;

    it('waits for the saved alert with the form held busy', async () => {
      await renderForm(saved, { read: () => new Promise(() => {}), opening: true });
      expect(alertField().disabled).toBe(true);
      expect(input('First Name').disabled).toBe(true);
    });

    it('shows the saved alert in dollars beside what it does', async () => {
      await renderForm(saved, { read: async () => 500 });
      expect(alertField().value).toBe('5.00');
      expect(alertField().disabled).toBe(false);
      expect(screen.getByText(LOW_BALANCE_ALERT_HINT)).toBeTruthy();
    });

    it('saves a new alert with the profile, in one Save', async () => {
      const { requests, alertSaves } = await renderForm(saved, { read: async () => 500 });
      type(LOW_BALANCE_ALERT_LABEL, '12.5');
      save();
      expect(await screen.findByText('Profile Updated successfully')).toBeTruthy();
      expect(requests).toHaveLength(1);
      expect(alertSaves).toEqual([1250]);
      expect(alertField().value).toBe('12.50');
    });

    it('clears the alert when the field is emptied', async () => {
      const { alertSaves } = await renderForm(saved, { read: async () => 500 });
      type(LOW_BALANCE_ALERT_LABEL, '');
      save();
      expect(await screen.findByText('Profile Updated successfully')).toBeTruthy();
      expect(alertSaves).toEqual([null]);
      expect(alertField().value).toBe('');
    });

    it('leaves an unchanged alert alone', async () => {
      const { requests, alertSaves } = await renderForm(saved, { read: async () => 500 });
      type('First Name', 'Annie');
      save();
      expect(await screen.findByText('Profile Updated successfully')).toBeTruthy();
      expect(requests).toHaveLength(1);
      expect(alertSaves).toEqual([]);
    });

    it.each([
      ['0', LOW_BALANCE_ALERT_RANGE_ERROR],
      ['1000', LOW_BALANCE_ALERT_RANGE_ERROR],
      ['ten', LOW_BALANCE_ALERT_FORMAT_ERROR],
      ['4.999', LOW_BALANCE_ALERT_FORMAT_ERROR],
    ])('refuses %j with its message and sends nothing', async (typed, message) => {
      const { requests, alertSaves } = await renderForm(saved);
      type(LOW_BALANCE_ALERT_LABEL, typed);
      save();
      expect(screen.getByText(message)).toBeTruthy();
      expect(requests).toEqual([]);
      expect(alertSaves).toEqual([]);
      // The message goes as soon as the field changes.
      type(LOW_BALANCE_ALERT_LABEL, '4');
      expect(screen.queryByText(message)).toBeNull();
    });

    it('is disabled with the reason while notifications are opted out, and keeps the saved alert', async () => {
      const { requests, alertSaves } = await renderForm(saved, { read: async () => 500 });
      type(LOW_BALANCE_ALERT_LABEL, 'ten');
      fireEvent.click(screen.getByLabelText('Opt out of notifications'));
      expect(alertField().disabled).toBe(true);
      expect(screen.getByText(LOW_BALANCE_ALERT_OPTED_OUT)).toBeTruthy();
      save();
      expect(await screen.findByText('Profile Updated successfully')).toBeTruthy();
      expect(requests.map((request) => request.notificationOptOut)).toEqual([true]);
      expect(alertSaves).toEqual([]);
      fireEvent.click(screen.getByLabelText('Opt out of notifications'));
      expect(alertField().disabled).toBe(false);
    });

    it('says when the saved alert could not be read, and saves nothing over it unasked', async () => {
      const { alertSaves } = await renderForm(saved, {
        read: () => Promise.reject(new Error('503 : Service Unavailable')),
      });
      expect(screen.getByText(LOW_BALANCE_ALERT_UNREAD)).toBeTruthy();
      expect(alertField().value).toBe('');
      save();
      expect(await screen.findByText('Profile Updated successfully')).toBeTruthy();
      expect(alertSaves).toEqual([]);
    });

    it('alerts a failed alert save with the server’s words', async () => {
      await renderForm(saved, {
        save: () => Promise.reject(new Error('400 : lowBalanceAlert must be from $0.01')),
      });
      type(LOW_BALANCE_ALERT_LABEL, '20');
      save();
      expect(await screen.findByText('Unable to update profile. Please try again')).toBeTruthy();
      expect(screen.getByText('400 : lowBalanceAlert must be from $0.01')).toBeTruthy();
      expect(alertField().value).toBe('20');
    });
  });

  it('goes back home', async () => {
    const { navigations } = await renderForm(async () => PROFILE);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(navigations).toEqual([{ screen: 'home' }]);
  });
});
