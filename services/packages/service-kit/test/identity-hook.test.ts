import { signedHeaders, testEnv, TEST_INTERNAL_SECRET } from '@dop/service-testing';
import { baseServiceEnv, parseEnv } from '../src/env';
import type { ServiceApp } from '../src/create-service';
import { signIdentity } from '../src/identity-headers';
import { buildTinyApp } from './fixtures/tiny-app';

let app: ServiceApp;
beforeAll(async () => {
  app = await buildTinyApp(parseEnv(baseServiceEnv, testEnv()));
});
afterAll(() => app.close());

const whoami = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/whoami', headers });

describe('identity hook', () => {
  it('401 without signed headers', async () => {
    const res = await whoami({});
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthorized');
  });

  it('401 for a bare x-user-id, a forged user id and a foreign secret', async () => {
    expect((await whoami({ 'x-user-id': 'admin' })).statusCode).toBe(401);
    const forged = { ...signedHeaders({ userId: 'u-1' }), 'x-user-id': 'admin' };
    expect((await whoami(forged)).statusCode).toBe(401);
    const foreign = signIdentity('x'.repeat(40), {
      userId: 'u-1',
      userName: 'a',
      requestId: 'r',
      role: 'owner',
      status: 'active',
      stepUpUntil: 0,
    });
    expect((await whoami(foreign)).statusCode).toBe(401);
  });

  it('401 for an expired signature', async () => {
    const old = signIdentity(
      TEST_INTERNAL_SECRET,
      { userId: 'u-1', userName: 'a', requestId: 'r', role: 'owner', status: 'active', stepUpUntil: 0 },
      Date.now() - 120_000,
    );
    expect((await whoami(old)).statusCode).toBe(401);
  });

  it('200 with valid headers, exposing request.identity', async () => {
    const res = await whoami(signedHeaders({ userId: 'u-7', userName: 'Мария', requestId: 'req-7' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      userId: 'u-7',
      userName: 'Мария',
      requestId: 'req-7',
      role: 'owner',
      status: 'active',
      stepUpUntil: expect.any(Number),
    });
  });

  it('health, readiness, metrics and public routes need no identity', async () => {
    for (const url of ['/healthz', '/readyz', '/metrics', '/open']) {
      const res = await app.inject({ method: 'GET', url });
      expect([url, res.statusCode]).toEqual([url, 200]);
    }
  });

  it('an unknown route without identity is 401, not a route map', async () => {
    expect((await app.inject({ method: 'GET', url: '/nope' })).statusCode).toBe(401);
  });
});
