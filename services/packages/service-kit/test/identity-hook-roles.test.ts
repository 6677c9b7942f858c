// The identity hook judges every signed call by the role table of contracts (issue 25): the tiny
// fixture service, once with its own routes (in no rule: admin-only, fail closed) and once with routes
// the table names, called as each role, status and step-up. A refused call never reaches its handler.
import { judgeAccess, MEMBER_STATUSES, ROLES, routeAccess } from '@dop/contracts/access';
import { asMember, signedHeaders, testEnv } from '@dop/service-testing';
import type { ServiceRoutes } from '../src/create-service';
import { baseServiceEnv, parseEnv } from '../src/env';
import type { ServiceApp } from '../src/create-service';
import { buildTinyApp } from './fixtures/tiny-app';

const CALLERS = ROLES.flatMap((role) =>
  MEMBER_STATUSES.flatMap((status) => [true, false].map((steppedUp) => ({ role, status, steppedUp }))),
);

const reached: string[] = [];
const ok = (name: string) => async () => {
  reached.push(name);
  return { ok: name };
};

/** Routes under the paths the table names, one per kind of rule. */
const tableRoutes: ServiceRoutes = async (app) => {
  app.get('/api/domains', ok('read'));
  app.post('/api/domains/bulk', ok('operate'));
  app.post('/api/accounts/:registrar', ok('admin'));
  app.delete('/api/accounts/powerdns/:id', ok('admin step-up'));
  app.post('/api/auth/update-display-name', ok('self'));
  app.post('/api/auth/tokens', ok('self step-up'));
  app.get('/api/auth/me', { config: { public: true } }, ok('public'));
  app.get('/api/not-in-the-table', ok('unlisted'));
  // A plugin's '/' under a prefix registers '/api/operation-domains/': the same rule as without it.
  await app.register(async (sub) => sub.get('/', ok('read, trailing slash')), { prefix: '/api/operation-domains' });
};

let tiny: ServiceApp;
let table: ServiceApp;
beforeAll(async () => {
  const config = parseEnv(baseServiceEnv, testEnv());
  tiny = await buildTinyApp(config);
  table = await buildTinyApp(config, { routes: tableRoutes });
});
afterAll(async () => {
  await tiny?.close();
  await table?.close();
});

const call = (app: ServiceApp, method: string, url: string, headers: Record<string, string>) =>
  app.inject({ method: method as 'GET', url, headers });
const refusal = (res: { statusCode: number; json(): unknown }) => [res.statusCode, (res.json() as { error: unknown }).error];

describe('the tiny service’s own routes are in no rule: admin-only', () => {
  it('an active admin or owner passes; an operator or viewer gets 403 forbidden', async () => {
    expect((await call(tiny, 'GET', '/whoami', asMember('admin'))).statusCode).toBe(200);
    expect((await call(tiny, 'GET', '/whoami', asMember('owner'))).statusCode).toBe(200);
    for (const role of ['viewer', 'operator'] as const) {
      expect(refusal(await call(tiny, 'GET', '/whoami', asMember(role)))).toEqual([
        403,
        { code: 'forbidden', message: 'This needs the admin role.' },
      ]);
    }
  });

  it('a pending owner is told to wait, a disabled one that the account is disabled; public routes stay open', async () => {
    expect(refusal(await call(tiny, 'GET', '/whoami', asMember('owner', { status: 'pending' })))).toEqual([
      403,
      { code: 'pending_approval', message: 'Your account is waiting for approval by an administrator.' },
    ]);
    expect(refusal(await call(tiny, 'GET', '/whoami', asMember('owner', { status: 'disabled' })))).toEqual([
      403,
      { code: 'account_disabled', message: 'This account is disabled. Ask an administrator.' },
    ]);
    expect((await call(tiny, 'GET', '/open', asMember('viewer', { status: 'disabled' }))).statusCode).toBe(200);
  });
});

describe('routes the table names', () => {
  // Every row has all five fields: jest.each hands a shorter row's test a `done` callback instead.
  const cases: Array<[string, string, () => Record<string, string>, number, string]> = [
    ['viewer reads', 'GET /api/domains', () => asMember('viewer', { steppedUp: false }), 200, ''],
    ['viewer reads with HEAD', 'HEAD /api/domains', () => asMember('viewer'), 200, ''],
    ['viewer reads under a trailing slash', 'GET /api/operation-domains/', () => asMember('viewer'), 200, ''],
    ['viewer may not operate', 'POST /api/domains/bulk', () => asMember('viewer'), 403, 'forbidden:This needs the operator role.'],
    ['operator operates', 'POST /api/domains/bulk', () => asMember('operator', { steppedUp: false }), 200, ''],
    [
      'operator may not add provider accounts',
      'POST /api/accounts/namesilo',
      () => asMember('operator'),
      403,
      'forbidden:This needs the admin role.',
    ],
    ['admin adds provider accounts without step-up', 'POST /api/accounts/namesilo', () => asMember('admin', { steppedUp: false }), 200, ''],
    [
      'admin deletes only stepped up',
      'DELETE /api/accounts/powerdns/1',
      () => asMember('admin', { steppedUp: false }),
      403,
      'step_up_required:Confirm your password to continue.',
    ],
    [
      'a step-up that has run out is none',
      'DELETE /api/accounts/powerdns/1',
      () => signedHeaders({ role: 'owner', stepUpUntil: Date.now() - 1000 }),
      403,
      'step_up_required:Confirm your password to continue.',
    ],
    ['stepped-up admin deletes', 'DELETE /api/accounts/powerdns/1', () => asMember('admin'), 200, ''],
    ['a pending member serves themselves', 'POST /api/auth/update-display-name', () => asMember('viewer', { status: 'pending' }), 200, ''],
    [
      'a pending member reads nothing',
      'GET /api/domains',
      () => asMember('owner', { status: 'pending' }),
      403,
      'pending_approval:Your account is waiting for approval by an administrator.',
    ],
    ['a pending member reads nothing, not even by HEAD', 'HEAD /api/domains', () => asMember('viewer', { status: 'pending' }), 403, ''],
    [
      'tokens need a step-up, whoever asks',
      'POST /api/auth/tokens',
      () => asMember('owner', { steppedUp: false }),
      403,
      'step_up_required:Confirm your password to continue.',
    ],
    [
      'a disabled member serves not even themselves',
      'POST /api/auth/update-display-name',
      () => asMember('owner', { status: 'disabled' }),
      403,
      'account_disabled:This account is disabled. Ask an administrator.',
    ],
    ['public routes take anyone', 'GET /api/auth/me', () => asMember('viewer', { status: 'disabled' }), 200, ''],
    ['public routes take no session', 'GET /api/auth/me', () => ({}), 200, ''],
    ['no session is 401 elsewhere', 'GET /api/domains', () => ({}), 401, 'unauthorized:Missing or invalid signed identity headers'],
    [
      'routes in no rule are admin-only',
      'GET /api/not-in-the-table',
      () => asMember('operator'),
      403,
      'forbidden:This needs the admin role.',
    ],
    ['an unknown route is a 404, not a rule', 'GET /api/nowhere', () => asMember('viewer'), 404, ''],
  ];
  it.each(cases)('%s (%s)', async (_what, route, headers, status, error) => {
    const [method, url] = route.split(' ');
    const res = await call(table, method, url, headers());
    expect(res.statusCode).toBe(status);
    if (error) {
      const [code, ...message] = error.split(':');
      expect(res.json().error).toMatchObject({ code, message: message.join(':') });
    }
  });

  it('a role rewritten after signing is no identity at all (401)', async () => {
    const headers = { ...asMember('viewer'), 'x-user-role': 'owner' };
    expect((await call(table, 'POST', '/api/domains/bulk', headers)).statusCode).toBe(401);
  });

  it('every caller meets every rule as judgeAccess says, and refused calls never reach the handler', async () => {
    const routes = [
      'GET /api/domains',
      'POST /api/domains/bulk',
      'POST /api/accounts/namesilo',
      'DELETE /api/accounts/powerdns/1',
      'POST /api/auth/update-display-name',
      'POST /api/auth/tokens',
      'GET /api/auth/me',
    ];
    const patterns: Record<string, string> = {
      'POST /api/accounts/namesilo': '/api/accounts/:registrar',
      'DELETE /api/accounts/powerdns/1': '/api/accounts/powerdns/:id',
    };
    const wrong: string[] = [];
    for (const route of routes) {
      const [method, url] = route.split(' ');
      const access = routeAccess(method, patterns[route] ?? url);
      for (const caller of CALLERS) {
        const verdict = judgeAccess(access, caller);
        reached.length = 0;
        const res = await call(table, method, url, asMember(caller.role, { status: caller.status, steppedUp: caller.steppedUp }));
        const got = res.statusCode === 403 ? `403 ${res.json().error.code} ${res.json().error.message}` : `${res.statusCode}`;
        const want = verdict.allowed ? '200' : `403 ${verdict.code} ${verdict.message}`;
        if (got !== want) wrong.push(`${route} as ${JSON.stringify(caller)}: ${got}, want ${want}`);
        if (reached.length !== (verdict.allowed ? 1 : 0))
          wrong.push(`${route} as ${JSON.stringify(caller)}: handler ran ${reached.length}×`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
