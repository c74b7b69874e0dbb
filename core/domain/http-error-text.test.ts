import { describe, expect, it } from 'vitest';
import {
  httpErrorText,
  isFinalRefusal,
  UNKNOWN_ERROR,
  UNKNOWN_REQUEST_ERROR,
} from './http-error-text';

describe('isFinalRefusal', () => {
  it.each([
    [400, true],
    [403, true],
    [404, true],
    [409, true],
    [422, true],
    [401, false],
    [408, false],
    [429, false],
    [500, false],
    [503, false],
    [undefined, false],
  ])('%s → %s', (status, final) => {
    expect(isFinalRefusal(status)).toBe(final);
  });
});

describe('httpErrorText', () => {
  it('joins status and JSON message', () => {
    expect(
      httpErrorText({
        status: 400,
        data: { statusCode: 400, error: 'Bad Request', message: 'walletId is required' },
        requestSent: true,
      }),
    ).toBe('400 : walletId is required');
  });

  it('uses a text response body', () => {
    expect(httpErrorText({ status: 502, data: ' Bad gateway ', requestSent: true })).toBe(
      'Bad gateway',
    );
  });

  it('falls back to the client error message', () => {
    expect(
      httpErrorText({ status: 500, data: {}, errorMessage: 'Request failed', requestSent: true }),
    ).toBe('Request failed');
    expect(httpErrorText({ errorMessage: 'Network Error', requestSent: true })).toBe(
      'Network Error',
    );
  });

  it('ignores a JSON message that is not text', () => {
    expect(httpErrorText({ status: 500, data: { message: 42 }, requestSent: true })).toBe(
      UNKNOWN_REQUEST_ERROR,
    );
  });

  it('says whether a request went out when nothing else is known', () => {
    expect(httpErrorText({ requestSent: true })).toBe(
      'Unknown error occurred - REQUEST present but with no message',
    );
    expect(httpErrorText({ requestSent: false, errorMessage: ' ' })).toBe(UNKNOWN_ERROR);
    expect(UNKNOWN_ERROR).toBe('Unknown error occurred - no message');
  });
});
