// Every answer the error handler gives carries a registry code with the registry's status: HttpError
// for each code, and Fastify's own client errors (bad JSON, too large, wrong content type, bad URL).
import Fastify, { type FastifyInstance } from 'fastify';
import { ERROR_CODES, type ErrorCode, type TemplatedCode } from '@dop/contracts/errors';
import { frameworkErrorHandler, installErrorHandling } from '../src/error-handler';
import { HttpError } from '../src/http-error';

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ bodyLimit: 64, frameworkErrors: frameworkErrorHandler });
  installErrorHandling(app);
  app.get<{ Params: { code: ErrorCode } }>('/throw/:code', async (request) => {
    // The registry's own text for every code, templates included, to compare statuses and messages.
    throw new HttpError(request.params.code as TemplatedCode, ERROR_CODES[request.params.code].message);
  });
  app.post('/echo', async (request) => request.body);
  await app.ready();
});
afterAll(() => app.close());

type Answer = { statusCode: number; json: () => { error: { code: string; message: string } } };
const asRegistry = (res: Answer) => {
  const { code, message } = res.json().error;
  const entry = (ERROR_CODES as Record<string, { status: number }>)[code];
  return { code, status: res.statusCode, registryStatus: entry?.status, hasMessage: message.length > 0 };
};

describe('error answers and the registry', () => {
  it("answers each code with the registry's status and its default message", async () => {
    for (const code of Object.keys(ERROR_CODES) as ErrorCode[]) {
      const res = await app.inject({ method: 'GET', url: `/throw/${code}` });
      expect({ code, status: res.statusCode, message: res.json().error.message }).toEqual({
        code,
        status: ERROR_CODES[code].status,
        message: ERROR_CODES[code].message,
      });
    }
  });

  it("maps Fastify's own client errors to registry codes with the registry's status", async () => {
    const answers = [
      await app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/json' }, payload: '{"a":' }),
      await app.inject({
        method: 'POST',
        url: '/echo',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ a: 'x'.repeat(100) }),
      }),
      await app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/x-unknown' }, payload: 'a' }),
      await app.inject({ method: 'GET', url: '/no/such/route' }),
    ].map(asRegistry);
    expect(answers).toEqual([
      { code: 'invalid_json', status: 400, registryStatus: 400, hasMessage: true },
      { code: 'payload_too_large', status: 413, registryStatus: 413, hasMessage: true },
      { code: 'unsupported_media_type', status: 415, registryStatus: 415, hasMessage: true },
      { code: 'not_found', status: 404, registryStatus: 404, hasMessage: true },
    ]);
  });

  it('answers a malformed URL escape with a registry code', async () => {
    const res = await app.inject({ method: 'GET', url: '/throw/%zz' });
    expect(asRegistry(res)).toEqual({ code: 'bad_request', status: 400, registryStatus: 400, hasMessage: true });
  });
});
