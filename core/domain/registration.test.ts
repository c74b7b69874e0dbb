import { describe, expect, it } from 'vitest';
import { makeRegistration } from '../../test-support/app/registration-fixture';
import {
  balanceCents,
  cardDestination,
  findRegistrationByTag,
  findRegistrationByWalletId,
  formatTagDisplayNumber,
  formatTagNumber,
  isListedOnHome,
  isValidTagNumber,
  isValidTagSerial,
  normaliseTagNumber,
  tagDisplayNumber,
  tagNumberFromNfcSerial,
  ticketClaimScreen,
} from './registration';

describe('tagDisplayNumber', () => {
  it('drops the first two characters of the uid', () => {
    expect(tagDisplayNumber('0412345678901234')).toBe('12345678901234');
    expect(tagDisplayNumber('AB')).toBe('');
  });
});

describe('formatTagDisplayNumber', () => {
  it('shows the uid without its first two characters, in fours, as the end of the typed number', () => {
    expect(formatTagDisplayNumber('04A1B2C3D4E5F6')).toBe('A1B2 C3D4 E5F6');
    expect(
      formatTagNumber('04A1B2C3D4E5F6').endsWith(formatTagDisplayNumber('04A1B2C3D4E5F6')),
    ).toBe(true);
  });
});

describe('normaliseTagNumber', () => {
  it('removes separators and upper-cases', () => {
    expect(normaliseTagNumber(' 0412 34ab-cd ')).toBe('041234ABCD');
  });
});

describe('formatTagNumber', () => {
  it.each([
    ['12345678901234', '12 3456 7890 1234'],
    ['1234 5678 9012 34', '12 3456 7890 1234'],
    ['123456', '12 3456'],
    ['1234', '12 34'],
    ['12', '12'],
    ['1', '1'],
    ['', ''],
    ['04a1b2c3d4e5f6', '04 A1B2 C3D4 E5F6'],
    ['123456789012345678', '12 3456 7890 1234'],
  ])('%s → %s', (input, shown) => {
    expect(formatTagNumber(input)).toBe(shown);
  });
});

describe('isValidTagNumber', () => {
  it.each([
    ['12345678901234', true],
    ['1234 5678 9012 34', true],
    ['1234-5678-9012-34', true],
    ['04a1b2c3d4e5f6', true],
    ['1234567890123', false],
    ['123456789012345', false],
    ['', false],
  ])('%s → %s', (value, valid) => {
    expect(isValidTagNumber(value)).toBe(valid);
  });
});

describe('isValidTagSerial', () => {
  it.each([
    ['123', true],
    ['123456', true],
    [' 1234 ', true],
    ['12', false],
    ['1234567', false],
    [' 12 ', false],
  ])('%j → %s', (value, valid) => {
    expect(isValidTagSerial(value)).toBe(valid);
  });
});

describe('balanceCents', () => {
  it('reads the API balance as cents', () => {
    expect(balanceCents(makeRegistration({ balance: 12.34 }))).toBe(1234);
  });
});

describe('cardDestination (spec §2 Home)', () => {
  it('sends an unfunded ticket before the event to the top-up page', () => {
    expect(cardDestination(makeRegistration())).toBe('/event/wallet/payment');
  });

  it.each([
    ['the balance is not zero', { balance: 0.01 }],
    ['there is no ticket number', { ticketNumber: null }],
    ['the ticket number is empty', { ticketNumber: '' }],
    ['the event has started', { state: 'STARTED' as const }],
    ['the event is a draft', { state: 'DRAFT' as const }],
    ['the event is finished', { state: 'FINISHED' as const }],
  ])('goes to the wallet when %s', (_why, shape) => {
    expect(cardDestination(makeRegistration(shape))).toBe('/event/wallet');
  });
});

describe('ticketClaimScreen', () => {
  it('tops up before the event, else goes home', () => {
    expect(ticketClaimScreen('PUBLISHED')).toBe('topUp');
    expect(ticketClaimScreen('STARTED')).toBe('home');
    expect(ticketClaimScreen('FINISHED')).toBe('home');
  });
});

describe('isListedOnHome', () => {
  it('hides archived events only', () => {
    expect(isListedOnHome(makeRegistration({ state: 'ARCHIVED' }))).toBe(false);
    expect(isListedOnHome(makeRegistration({ state: 'CLOSED' }))).toBe(true);
  });
});

describe('findRegistrationByTag', () => {
  const tagged = makeRegistration({ uid: '0412345678901234', state: 'FINISHED', walletId: 'w-2' });
  const archived = makeRegistration({
    uid: '0499999999999999',
    state: 'ARCHIVED',
    walletId: 'w-3',
  });
  const ticketOnly = makeRegistration({ walletId: 'w-1' });
  const list = [ticketOnly, tagged, archived];

  it('matches the printed number, with or without spaces', () => {
    expect(findRegistrationByTag(list, '1234 5678 9012 34')).toBe(tagged);
  });

  it('matches the full uid', () => {
    expect(findRegistrationByTag(list, '0412345678901234')).toBe(tagged);
  });

  it('ignores registrations of archived events', () => {
    expect(findRegistrationByTag(list, '99999999999999')).toBeUndefined();
  });

  it('finds nothing for an unknown or empty number', () => {
    expect(findRegistrationByTag(list, '12345678901235')).toBeUndefined();
    expect(findRegistrationByTag(list, '  ')).toBeUndefined();
  });
});

describe('findRegistrationByWalletId', () => {
  it('finds the registration holding the wallet', () => {
    const a = makeRegistration({ walletId: 'a' });
    const b = makeRegistration({ walletId: 'b' });
    expect(findRegistrationByWalletId([a, b], 'b')).toBe(b);
    expect(findRegistrationByWalletId([a, b], 'c')).toBeUndefined();
  });
});

describe('a tag number read over NFC', () => {
  it("is a band chip's serial number, separators dropped and letters in capitals", () => {
    expect(tagNumberFromNfcSerial('04:a1:b2:c3:d4:e5:f6')).toBe('04A1B2C3D4E5F6');
    expect(tagNumberFromNfcSerial('04A1B2C3D4E5F6')).toBe('04A1B2C3D4E5F6');
  });

  it('is none for a chip of another length or a serial that is not hexadecimal', () => {
    expect(tagNumberFromNfcSerial('04:a1:b2:c3')).toBeNull();
    expect(tagNumberFromNfcSerial('04:a1:b2:c3:d4:e5:f6:07')).toBeNull();
    expect(tagNumberFromNfcSerial('04:a1:b2:c3:d4:e5:zz')).toBeNull();
    expect(tagNumberFromNfcSerial('')).toBeNull();
  });
});
