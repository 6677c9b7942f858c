// acceptEmptyJson: the UI's body-less calls with a JSON content type reach the route with no body,
// while broken JSON is still a 400 in the service's error shape.
import { signedHeaders, testEnv } from '@dop/service-testing';
import { createService, type ServiceApp } from '../../src/create-service';
import { baseServiceEnv, parseEnv } from '../../src/env';
import { acceptEmptyJson } from '../../src/plugins/empty-json';

let app: ServiceApp;
beforeAll(async () => {
  app = await createService({
    name: 'empty-json',
    config: parseEnv(baseServiceEnv, testEnv()),
    logger: false,
    routes: async (a) => {
      acceptEmptyJson(a);
      a.post('/api/echo', async (req) => ({ body: req.body ?? null }));
    },
  });
});
afterAll(() => app.close());

const post = (payload: string) =>
  app.inject({ method: 'POST', url: '/api/echo', payload, headers: { ...signedHeaders(), 'content-type': 'application/json' } });

test('an empty or blank body is no body', async () => {
  expect((await post('')).json()).toEqual({ body: null });
  expect((await post('  \n')).json()).toEqual({ body: null });
});

test('a JSON body is parsed and broken JSON is a 400', async () => {
  expect((await post('{"a":1}')).json()).toEqual({ body: { a: 1 } });
  const bad = await post('{"a":');
  expect(bad.statusCode).toBe(400);
  expect(bad.json().error.code).toBe('invalid_json');
});
