// @vitest-environment jsdom
import '../../../test-support/app/setup-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CardFindBody } from '../../../core/contracts/registration-card-contract';
import { startRegistrationChart } from '../../../test-support/app/registration-chart';
import { AppProviders } from '../../app/app-providers';
import { TagSearchForm } from './tag-search-form';

function renderForm() {
  const searches: CardFindBody[] = [];
  const { actor } = startRegistrationChart({
    input: {
      kind: 'tag',
      profile: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' },
      registrations: [],
    },
    api: {
      findTag: (request) => {
        searches.push(request);
        return new Promise(() => {});
      },
    },
  });
  render(
    <AppProviders env="test">
      <TagSearchForm actor={actor} />
    </AppProviders>,
  );
  return { actor, searches };
}

const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(input(label), { target: { value } });
const find = () => fireEvent.click(screen.getByRole('button', { name: 'Find Tag' }));

describe('tag search form (spec §2, §5)', () => {
  it("labels the tag number '(14 Digits long)' and prefills the holder", () => {
    renderForm();
    expect(screen.getByText('(14 Digits long)')).toBeTruthy();
    expect(input('First Name').value).toBe('Ann');
    expect(input('Email').value).toBe('ann@example.com');
  });

  it('at 375 px, says the tag number has letters A-F as well as digits', () => {
    window.innerWidth = 375;
    renderForm();
    expect(screen.getByText('(14 Digits long)')).toBeTruthy();
    expect(
      screen.getByText('Digits 0-9 and letters A-F, as printed on your wristband or card'),
    ).toBeTruthy();
    expect(input('Tag Number').getAttribute('aria-describedby')).toBeTruthy();
  });

  it('at 375 px, shows the tag number with its first two apart and the rest in fours, as a card ends it', () => {
    window.innerWidth = 375;
    renderForm();
    type('Tag Number', '04a1b2c3d4e5f6ff');
    expect(input('Tag Number').value).toBe('04 A1B2 C3D4 E5F6');
  });

  it('refuses a tag number short of 14 characters and a serial outside 3 to 6', () => {
    const { searches } = renderForm();
    type('Tag Number', '04A1B2C3D4E5F');
    type('Serial Number', '12');
    find();
    expect(screen.getByText('Enter the 14 characters of your tag number')).toBeTruthy();
    expect(screen.getByText('Enter the serial number: 3 to 6 characters')).toBeTruthy();
    expect(searches).toEqual([]);
    type('Serial Number', '1234567');
    find();
    expect(screen.getByText('Enter the serial number: 3 to 6 characters')).toBeTruthy();
  });

  it('requires the names and e-mail', () => {
    renderForm();
    type('First Name', '');
    type('Email', ' ');
    find();
    expect(screen.getByText('First Name is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
  });

  it('searches with the 14 tag characters and the serial', () => {
    const { searches } = renderForm();
    type('Tag Number', '04a1 b2c3 d4e5 f6');
    type('Serial Number', ' 1234 ');
    find();
    expect(searches).toEqual([
      {
        uid: '04A1B2C3D4E5F6',
        serial: '1234',
        firstName: 'Ann',
        lastName: 'Lee',
        email: 'ann@example.com',
      },
    ]);
  });
});
