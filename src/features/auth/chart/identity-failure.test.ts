import { describe, expect, it } from 'vitest';
import { identityFailure } from './identity-failure';

describe('identityFailure', () => {
  it("reads the service's error code and message", () => {
    const error = Object.assign(new Error('Invalid code provided'), {
      code: 'CodeMismatchException',
    });
    expect(identityFailure(error)).toEqual({
      code: 'CodeMismatchException',
      message: 'Invalid code provided',
    });
  });

  it('falls back to the error name, then to a generic code and the spec text', () => {
    const named = new Error('boom');
    named.name = 'NotAuthorizedException';
    expect(identityFailure(named)).toEqual({ code: 'NotAuthorizedException', message: 'boom' });
    expect(identityFailure({})).toEqual({
      code: 'Error',
      message: 'Unknown error occurred - no message',
    });
    expect(identityFailure('offline')).toEqual({ code: 'Error', message: 'offline' });
    expect(identityFailure(undefined)).toEqual({
      code: 'Error',
      message: 'Unknown error occurred - no message',
    });
    expect(identityFailure(null)).toEqual({
      code: 'Error',
      message: 'Unknown error occurred - no message',
    });
  });

  it('skips a blank code for the name', () => {
    const blank = Object.assign(new Error('boom'), { code: '  ', name: 'LimitExceededException' });
    expect(identityFailure(blank).code).toBe('LimitExceededException');
  });
});
