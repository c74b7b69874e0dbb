// @vitest-environment jsdom
import '../../../test-support/app/setup-dom';
import { notifications, notificationsStore } from '@mantine/notifications';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { Profile } from '../../../core/contracts/profile-contract';
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

function renderForm(update: (request: ProfileUpdateRequest) => Promise<Profile>) {
  const requests: ProfileUpdateRequest[] = [];
  const navigations: unknown[] = [];
  const actor = createActor(
    profileMachine.provide({
      actors: profileActors({
        updateProfile: (request) => {
          requests.push(request);
          return update(request);
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
  return { actor, requests, navigations };
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
  it('shows the stored profile, the birth date as DD/MM/YYYY and the country', () => {
    renderForm(async (request) => ({ ...PROFILE, ...request }) as Profile);
    expect(input('First Name').value).toBe('Ann');
    expect(input('Last Name').value).toBe('Lee');
    expect(input('Phone').value).toBe('021 555 0101');
    expect(input('Birth Date').value).toBe('17/05/1990');
    expect(input('Country').value).toBe('New Zealand');
  });

  it('requires both names and sends nothing without them', () => {
    const { requests } = renderForm(async () => PROFILE);
    type('First Name', ' ');
    type('Last Name', '');
    save();
    expect(screen.getByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Last name is required')).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('refuses a birth date in the future with the spec alert', async () => {
    const { requests } = renderForm(async () => PROFILE);
    type('Birth Date', '01/01/2999');
    save();
    const texts = await screen.findAllByText('Unable to update. Birth date must be in the past');
    // Once under the field and once as the alert.
    expect(texts).toHaveLength(2);
    expect(requests).toEqual([]);
  });

  it('asks for DD/MM/YYYY', () => {
    renderForm(async () => PROFILE);
    type('Birth Date', '1990-05-17');
    save();
    expect(screen.getAllByText('Enter your birth date as DD/MM/YYYY').length).toBeGreaterThan(0);
  });

  it('takes a phone change only when it contains a digit', () => {
    renderForm(async () => PROFILE);
    type('Phone', 'call me');
    expect(input('Phone').value).toBe('021 555 0101');
    type('Phone', '+64 21 555 0199');
    expect(input('Phone').value).toBe('+64 21 555 0199');
  });

  it('at 375 px, lets the phone be emptied and saves it empty', async () => {
    window.innerWidth = 375;
    const { requests } = renderForm(async (request) => ({ ...PROFILE, phone: request.phone }));
    type('Phone', '0');
    type('Phone', '');
    expect(input('Phone').value).toBe('');
    save();
    expect(await screen.findByText('Profile Updated successfully')).toBeTruthy();
    expect(requests.map((request) => request.phone)).toEqual([null]);
    expect(input('Phone').value).toBe('');
  });

  it("at 375 px, shows the account's e-mail address, read-only", () => {
    window.innerWidth = 375;
    renderForm(async () => PROFILE);
    expect(input('Email').value).toBe(PROFILE.email);
    expect(input('Email').readOnly).toBe(true);
  });

  it('at 375 px, shows one alert at a time: the newer outcome replaces the older', async () => {
    window.innerWidth = 375;
    renderForm(async () => PROFILE);
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
    const { requests } = renderForm(async (request) => ({
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
    renderForm(() => Promise.reject(new Error('500 : Database unavailable')));
    save();
    expect(await screen.findByText('Unable to update profile. Please try again')).toBeTruthy();
    expect(screen.getByText('500 : Database unavailable')).toBeTruthy();
  });

  it('shows the save as busy while it runs', async () => {
    renderForm(() => new Promise(() => {}));
    save();
    await waitFor(() => expect(input('First Name').disabled).toBe(true));
  });

  it('goes back home', () => {
    const { navigations } = renderForm(async () => PROFILE);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(navigations).toEqual([{ screen: 'home' }]);
  });
});
