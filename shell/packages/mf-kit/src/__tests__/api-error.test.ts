/** @jest-environment node */
// Parsing of failed answers into ApiError: our error body, bodies without a message, foreign bodies.
import { ApiError, apiErrorOf, isApiError } from '../api/api-error';

describe('ApiError', () => {
  it('takes status, registry code, message and details from our error body', () => {
    const body =
      '{"error":{"code":"bad_request","message":"Invalid request: body.name: required","details":[{"in":"body","path":"name","message":"required"}]}}';
    const error = apiErrorOf(400, 'Bad Request', body);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect({ ...error, message: error.message, name: error.name }).toEqual({
      name: 'ApiError',
      status: 400,
      code: 'bad_request',
      message: '400: Invalid request: body.name: required',
      serverMessage: 'Invalid request: body.name: required',
      details: [{ in: 'body', path: 'name', message: 'required' }],
    });
  });

  it('shows the server message of a provider failure, not the JSON (issue 31)', () => {
    const error = apiErrorOf(502, 'Bad Gateway', '{"error":{"code":"provider_failed","message":"NameSilo: invalid IP"}}');
    expect(error.message).toBe('502: NameSilo: invalid IP');
    expect(error.code).toBe('provider_failed');
  });

  it('reads the message of a foreign JSON body, never the JSON itself (issue 31)', () => {
    const fastify = '{"statusCode":400,"error":"Bad Request","message":"body/ids must NOT have fewer than 1 items"}';
    expect(apiErrorOf(400, 'Bad Request', fastify).message).toBe('400: body/ids must NOT have fewer than 1 items');
    expect(apiErrorOf(502, 'Bad Gateway', '{"error":"upstream"}').message).toBe('502: Bad Gateway');
    expect(apiErrorOf(500, 'Internal Server Error', '{"data":[1,2]}').message).not.toContain('{');
  });

  it("uses the registry's text for a known code without a message, the status text otherwise", () => {
    expect(apiErrorOf(403, 'Forbidden', '{"error":{"code":"step_up_required"}}').message).toBe('403: Confirm your password to continue.');
    expect(apiErrorOf(403, 'Forbidden', '{"error":{"code":"step_up_required"}}').serverMessage).toBeNull();
    expect(apiErrorOf(504, 'Gateway Timeout', '{"error":{"code":"upstream_timeout"}}').message).toBe('504: Gateway Timeout');
    expect(apiErrorOf(418, "I'm a Teapot", '{"error":{"code":"no_such_code"}}')).toMatchObject({
      code: null,
      message: "418: I'm a Teapot",
    });
  });

  it('keeps a plain-text body, and gives the status text for an empty, HTML or cut-off one', () => {
    expect(apiErrorOf(401, 'Unauthorized', 'Unauthorized')).toMatchObject({
      status: 401,
      code: null,
      serverMessage: 'Unauthorized',
      message: '401: Unauthorized',
    });
    expect(apiErrorOf(503, 'Service Unavailable', '').message).toBe('503: Service Unavailable');
    expect(apiErrorOf(502, 'Bad Gateway', '<html><body>nginx</body></html>')).toMatchObject({
      serverMessage: null,
      message: '502: Bad Gateway',
    });
    expect(apiErrorOf(500, 'Internal Server Error', '{"error":{"message":"cut').message).toBe('500: Internal Server Error');
    expect(apiErrorOf(500, '', '').message).toBe('500: HTTP 500');
  });

  it('is recognised across bundle copies by its name and status', () => {
    const foreign = Object.assign(new Error('409: taken'), { name: 'ApiError', status: 409 });
    expect(isApiError(foreign)).toBe(true);
    expect(isApiError(new Error('409: taken'))).toBe(false);
    expect(isApiError('409: taken')).toBe(false);
  });
});
