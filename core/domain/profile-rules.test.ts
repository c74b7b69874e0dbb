import { describe, expect, it } from 'vitest';
import { LOW_BALANCE_ALERT_FORMAT_ERROR, LOW_BALANCE_ALERT_RANGE_ERROR } from './low-balance-alert';
import {
  acceptsPhoneChange,
  acceptsPhoneFieldEdit,
  BIRTH_DATE_FORMAT_ERROR,
  BIRTH_DATE_FUTURE_ERROR,
  birthDateError,
  FIRST_NAME_REQUIRED,
  formatBirthDate,
  isBirthDateInFuture,
  LAST_NAME_REQUIRED,
  normalisePhone,
  parseBirthDate,
  validateProfileForm,
} from './profile-rules';

// Noon local time, so the calendar day is the same in every time zone the tests run in.
const now = new Date(2025, 5, 15, 12, 0, 0);

describe('acceptsPhoneChange', () => {
  it.each([
    ['021', true],
    ['+', false],
    ['', false],
    ['abc', false],
    ['(0', true],
  ])('%j → %s', (text, accepted) => {
    expect(acceptsPhoneChange(text)).toBe(accepted);
  });
});

describe('acceptsPhoneFieldEdit', () => {
  it.each([
    ['021', true],
    ['', true],
    ['+', false],
    [' ', false],
    ['abc', false],
  ])('%j → %s', (text, accepted) => {
    expect(acceptsPhoneFieldEdit(text)).toBe(accepted);
  });
});

describe('normalisePhone', () => {
  it('strips spaces', () => {
    expect(normalisePhone(' 021 123  4567 ')).toBe('0211234567');
  });
});

describe('parseBirthDate', () => {
  it.each([
    ['15/06/1990', '1990-06-15'],
    ['1/2/2000', '2000-02-01'],
    [' 29/02/2024 ', '2024-02-29'],
    ['31/12/1999', '1999-12-31'],
  ])('%s → %s', (text, iso) => {
    expect(parseBirthDate(text)).toBe(iso);
  });

  it.each(['29/02/2023', '31/04/2020', '00/01/2000', '15/13/1990', '1990-06-15', '15/06/90', ''])(
    'rejects %j',
    (text) => {
      expect(parseBirthDate(text)).toBeNull();
    },
  );
});

describe('formatBirthDate', () => {
  it('shows the stored date as DD/MM/YYYY', () => {
    expect(formatBirthDate('1990-06-05')).toBe('05/06/1990');
    expect(formatBirthDate(null)).toBe('');
    expect(formatBirthDate('05/06/1990')).toBe('');
  });
});

describe('isBirthDateInFuture / birthDateError', () => {
  it('allows today and refuses tomorrow', () => {
    expect(isBirthDateInFuture('2025-06-15', now)).toBe(false);
    expect(isBirthDateInFuture('2025-06-16', now)).toBe(true);
  });

  it.each([
    ['14/06/2025', null],
    ['15/06/2025', null],
    ['16/06/2025', BIRTH_DATE_FUTURE_ERROR],
    ['01/01/2030', BIRTH_DATE_FUTURE_ERROR],
    ['', null],
    ['31/02/1990', BIRTH_DATE_FORMAT_ERROR],
    ['June 1990', BIRTH_DATE_FORMAT_ERROR],
  ])('%j → %s', (text, message) => {
    expect(birthDateError(text, now)).toBe(message);
  });

  it('uses the spec wording', () => {
    expect(BIRTH_DATE_FUTURE_ERROR).toBe('Unable to update. Birth date must be in the past');
  });
});

describe('validateProfileForm', () => {
  const form = { lowBalanceAlert: '', notificationOptOut: false };

  it('accepts names, an empty birth date and no low balance alert', () => {
    expect(
      validateProfileForm({ ...form, firstName: 'Jo', lastName: 'Smith', birthDate: '' }, now),
    ).toEqual({});
  });

  it('requires both names, a past birth date and a low balance alert in range', () => {
    expect(
      validateProfileForm(
        {
          firstName: ' ',
          lastName: '',
          birthDate: '01/01/2030',
          lowBalanceAlert: '0',
          notificationOptOut: false,
        },
        now,
      ),
    ).toEqual({
      firstName: FIRST_NAME_REQUIRED,
      lastName: LAST_NAME_REQUIRED,
      birthDate: BIRTH_DATE_FUTURE_ERROR,
      lowBalanceAlert: LOW_BALANCE_ALERT_RANGE_ERROR,
    });
  });

  it('leaves the low balance alert alone while notifications are opted out', () => {
    const names = { firstName: 'Jo', lastName: 'Smith', birthDate: '' };
    expect(
      validateProfileForm({ ...names, lowBalanceAlert: 'ten', notificationOptOut: true }, now),
    ).toEqual({});
    expect(
      validateProfileForm({ ...names, lowBalanceAlert: 'ten', notificationOptOut: false }, now),
    ).toEqual({ lowBalanceAlert: LOW_BALANCE_ALERT_FORMAT_ERROR });
  });
});
