import { describe, expect, it } from 'vitest';
import { emailRule, INVALID_EMAIL, newPasswordRule, required } from './auth-form-checks';

const POLICY =
  'Password must contain 8 characters, a mix of numbers, letters and symbol characters';

describe('auth field rules', () => {
  it('requires a value that is more than spaces', () => {
    expect(required('First Name')('')).toBe('First Name is required');
    expect(required('First Name')('   ')).toBe('First Name is required');
    expect(required('First Name')('Ann')).toBeNull();
  });

  it('requires a well-formed e-mail, whatever its case and surrounding spaces', () => {
    expect(emailRule('')).toBe('Email is required');
    expect(emailRule('ann@')).toBe(INVALID_EMAIL);
    expect(emailRule('ann example.com')).toBe(INVALID_EMAIL);
    expect(emailRule('  Ann.Lee@Example.COM ')).toBeNull();
  });

  it('holds a new password to the policy', () => {
    const rule = newPasswordRule('Password');
    expect(rule('')).toBe('Password is required');
    expect(rule('short-1')).toBe(POLICY);
    expect(rule('no-digits-here')).toBe(POLICY);
    expect(rule('n0symbols')).toBe(POLICY);
    expect(rule('Good-pass-1')).toBeNull();
  });
});
