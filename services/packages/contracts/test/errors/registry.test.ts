import { ERROR_CODES, errorMessage, errorStatus, isErrorCode, templateParams, type ErrorCode } from '../../src/errors';
import { ERROR_CODES as FROM_ACCESS } from '../../src/access';

const entries = Object.entries(ERROR_CODES) as Array<[ErrorCode, { status: number; message: string }]>;

/** The error statuses of RFC 9110 (and 429, 431 of RFC 6585) that our answers may use. */
const HTTP_ERROR_STATUSES = new Set([400, 401, 403, 404, 405, 408, 409, 410, 413, 414, 415, 422, 429, 431, 500, 501, 502, 503, 504]);

describe('error-code registry', () => {
  it('gives every code an error status HTTP defines (4xx or 5xx)', () => {
    const bad = entries.filter(([, e]) => !HTTP_ERROR_STATUSES.has(e.status));
    expect(bad).toEqual([]);
  });

  it('names codes in snake_case and gives each a message', () => {
    expect(entries.filter(([code]) => !/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/.test(code))).toEqual([]);
    expect(entries.filter(([, e]) => e.message.trim().length < 5)).toEqual([]);
  });

  it('writes template parameters as {name}, each once, with no stray braces', () => {
    for (const [code, { message }] of entries) {
      const params = templateParams(message);
      expect([code, new Set(params).size]).toEqual([code, params.length]);
      const rest = message.replace(/\{[A-Za-z0-9_]+\}/g, '');
      expect([code, /[{}]/.test(rest)]).toEqual([code, false]);
    }
  });

  it('fills the parameters of a template and keeps a plain message as it is', () => {
    expect(errorMessage('balance_unreadable', { account: 'namesilo 3', reason: 'timeout' })).toBe(
      'The balance of namesilo 3 could not be read (timeout); nothing was bought',
    );
    expect(errorMessage('rate_limited', { what: 'Too many sign-in attempts', seconds: 30 })).toBe(
      'Too many sign-in attempts. Try again in 30 s',
    );
    expect(errorMessage('step_up_required')).toBe('Confirm your password to continue.');
    expect(templateParams(ERROR_CODES.balance_unreadable.message)).toEqual(['account', 'reason']);
  });

  it('checks parameters at compile time', () => {
    // @ts-expect-error a template's parameters are required
    expect(errorMessage('price_check_failed')).toBe('Price check failed: {reason}');
    // @ts-expect-error a plain message takes none
    expect(errorMessage('forbidden', { x: 1 })).toBe('Forbidden');
    // @ts-expect-error only registry codes
    expect(() => errorStatus('registrars_unavailable')).toThrow(TypeError);
  });

  it('knows its own codes and no others', () => {
    expect(isErrorCode('step_up_required')).toBe(true);
    expect(isErrorCode('unavailable')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
    expect(errorStatus('upstream_timeout')).toBe(504);
  });

  it('is the same object through @dop/contracts/access', () => {
    expect(FROM_ACCESS).toBe(ERROR_CODES);
  });
});
