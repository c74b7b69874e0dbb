import { describe, expect, it } from 'vitest';
import { joinNzAccount, nzPartInput, splitNzAccount } from './nz-account-parts';

describe('NZ account boxes', () => {
  it('splits a stored account into its four parts', () => {
    expect(splitNzAccount('01-0902-0068389-00')).toEqual(['01', '0902', '0068389', '00']);
    expect(splitNzAccount('01 902 0068389 000')).toEqual(['01', '0902', '0068389', '00']);
  });

  it('keeps what was typed so far', () => {
    expect(splitNzAccount('01-09--')).toEqual(['01', '09', '', '']);
    expect(splitNzAccount('')).toEqual(['', '', '', '']);
  });

  it('joins the boxes with hyphens, and to nothing when all are empty', () => {
    expect(joinNzAccount(['01', '0902', '0068389', '000'])).toBe('01-0902-0068389-000');
    expect(joinNzAccount(['', '', '', ''])).toBe('');
    expect(joinNzAccount(['', '12', '', ''])).toBe('-12--');
  });

  it('takes digits only, no more than the box holds', () => {
    expect(nzPartInput(0, '0a12')).toBe('01');
    expect(nzPartInput(1, '09-021')).toBe('0902');
    expect(nzPartInput(2, '006838912')).toBe('0068389');
    expect(nzPartInput(3, '0001')).toBe('000');
  });
});
