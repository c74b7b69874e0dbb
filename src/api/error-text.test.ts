import {
  AxiosError,
  AxiosHeaders,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { describe, expect, it } from 'vitest';
import { UNKNOWN_ERROR, UNKNOWN_REQUEST_ERROR } from '../../core/domain/http-error-text';
import { callError, errorText } from './error-text';

const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
const request = {};

function response(status: number, statusText: string, data: unknown): AxiosResponse {
  return { status, statusText, data, headers: {}, config };
}

function failure(message: string | undefined, req?: object, res?: AxiosResponse): AxiosError {
  return new AxiosError(message, 'ERR_BAD_RESPONSE', config, req, res);
}

describe('errorText', () => {
  it('shows status and message of a JSON error body', () => {
    const body = { statusCode: 409, error: 'Conflict', message: 'Ticket already claimed' };
    const error = failure(
      'Request failed with status code 409',
      request,
      response(409, 'Conflict', body),
    );
    expect(errorText(error)).toBe('409 : Ticket already claimed');
  });

  it('shows the response message when the body is not JSON', () => {
    const error = failure('Request failed', request, response(502, 'Bad Gateway', 'Upstream down'));
    expect(errorText(error)).toBe('Upstream down');
  });

  it('falls back to the error message when the response has no message', () => {
    const body = { statusCode: 500 };
    const error = failure('Request failed with status code 500', request, response(500, '', body));
    expect(errorText(error)).toBe('Request failed with status code 500');
  });

  it('shows the error message when a request got no response', () => {
    expect(errorText(failure('Network Error', request))).toBe('Network Error');
  });

  it('names the request when there is no message at all', () => {
    expect(errorText(failure(undefined, request))).toBe(UNKNOWN_REQUEST_ERROR);
    expect(errorText(failure(undefined, request, response(503, '', '')))).toBe(
      UNKNOWN_REQUEST_ERROR,
    );
    expect(UNKNOWN_REQUEST_ERROR).toBe(
      'Unknown error occurred - REQUEST present but with no message',
    );
  });

  it('shows the message of an error raised before any request was sent', () => {
    expect(errorText(failure('Invalid URL'))).toBe('Invalid URL');
    expect(errorText(failure(undefined))).toBe(UNKNOWN_ERROR);
  });

  it('handles errors that did not come from axios', () => {
    expect(errorText(new Error('Boom'))).toBe('Boom');
    expect(errorText('just a string')).toBe(UNKNOWN_ERROR);
    expect(UNKNOWN_ERROR).toBe('Unknown error occurred - no message');
  });
});

describe('callError', () => {
  it("carries the text, the status and the server's own message", () => {
    const body = { statusCode: 409, error: 'Conflict', message: 'Refunds are closed' };
    const error = callError(failure('Request failed', request, response(409, 'Conflict', body)));
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('409 : Refunds are closed');
    expect(error.status).toBe(409);
    expect(error.reason).toBe('Refunds are closed');
    expect(error.offline).toBe(false);
  });

  it('is offline, with no status or reason, when no answer came', () => {
    const error = callError(failure('Network Error', request));
    expect(error.message).toBe('Network Error');
    expect(error.offline).toBe(true);
    expect(error).not.toHaveProperty('status');
    expect(error).not.toHaveProperty('reason');
  });

  it('is offline when the HTTP library itself failed to load', () => {
    const error = callError(new TypeError('Failed to fetch dynamically imported module'));
    expect(error.offline).toBe(true);
  });
});
