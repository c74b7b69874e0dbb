import { describe, expect, it } from 'vitest';
import {
  formatLowBalanceAlert,
  LOW_BALANCE_ALERT_FORMAT_ERROR,
  LOW_BALANCE_ALERT_RANGE_ERROR,
  lowBalanceAlertCents,
  lowBalanceAlertError,
} from './low-balance-alert';

describe('low balance alert', () => {
  it.each(['', '  ', '10', '12.5', '12.50', '$5', ' $0.01 ', '.5', '999.99'])(
    'accepts %j',
    (text) => {
      expect(lowBalanceAlertError(text)).toBeNull();
    },
  );

  it.each(['ten', '12.505', '1,000', '-5', '5 dollars', '$', '.', '1e3'])(
    'asks for dollars and cents for %j',
    (text) => {
      expect(lowBalanceAlertError(text)).toBe(LOW_BALANCE_ALERT_FORMAT_ERROR);
    },
  );

  it.each(['0', '0.00', '$0', '1000', '1000.00'])(
    'keeps %j within a cent and the wallet limit',
    (text) => {
      expect(lowBalanceAlertError(text)).toBe(LOW_BALANCE_ALERT_RANGE_ERROR);
    },
  );

  it('names the range in the message', () => {
    expect(LOW_BALANCE_ALERT_RANGE_ERROR).toBe(
      'Enter an amount from $0.01 to $999.99, or leave it empty',
    );
  });

  it('reads the level in cents, empty as none', () => {
    expect(lowBalanceAlertCents('12.5')).toBe(1250);
    expect(lowBalanceAlertCents(' $5 ')).toBe(500);
    expect(lowBalanceAlertCents('.05')).toBe(5);
    expect(lowBalanceAlertCents('')).toBeNull();
  });

  it('shows a level as the field holds it', () => {
    expect(formatLowBalanceAlert(1250)).toBe('12.50');
    expect(formatLowBalanceAlert(5)).toBe('0.05');
    expect(formatLowBalanceAlert(null)).toBe('');
  });
});
