// Every route with bad bodies (missing fields, wrong types, 10 kB strings, unicode, broken JSON):
// the answer is 2xx or 4xx with a JSON error, never 5xx; validation errors name the field.
import { call } from '../helpers/client';
import { registerVerified } from '../helpers/flows';
import { startHarness, type Harness } from '../helpers/harness';

let h: Harness;
let userId: string;
beforeAll(async () => {
  // The per-IP limit would stop this many requests from one address; its own test sets it back.
  h = await startHarness({ AUTH_REQUESTS_PER_IP_PER_MIN: '100000', CODE_CHECKS_PER_MIN: '100000', LOGIN_FAILS_PER_ACCOUNT: '100000' });
  userId = (await registerVerified(h)).id;
}, 60_000);
afterAll(() => h?.close());

const big = 'x'.repeat(10_240);
const unicode = '名前🙂\u0000\u202eΩ';

type Route = { method: 'POST' | 'PUT'; url: string; fields: string[]; signed?: boolean };
const ROUTES: Route[] = [
  { method: 'POST', url: '/api/auth/login', fields: ['email', 'password', 'twoFactorCode'] },
  { method: 'POST', url: '/api/auth/register', fields: ['username', 'email', 'password'] },
  { method: 'POST', url: '/api/auth/verify-email', fields: ['email', 'code', 'twoFactorCode'] },
  { method: 'POST', url: '/api/auth/forgot-password', fields: ['email'] },
  { method: 'POST', url: '/api/auth/reset-password', fields: ['email', 'code', 'newPassword'] },
  { method: 'POST', url: '/api/auth/update-display-name', fields: ['displayName'], signed: true },
  { method: 'POST', url: '/api/auth/tokens', fields: ['name'], signed: true },
  { method: 'POST', url: '/api/settings', fields: ['timezone', 'useStaticIp', 'staticIp'], signed: true },
  { method: 'POST', url: '/api/settings/ip', fields: ['useStaticIp', 'staticIp'], signed: true },
  { method: 'POST', url: '/api/settings/timezone', fields: ['timezone'], signed: true },
  { method: 'PUT', url: '/api/settings/2fa', fields: ['twoFactorEnabled', 'telegramUsername'], signed: true },
  { method: 'POST', url: '/api/accounts/telegram/add-by-username', fields: ['username'], signed: true },
  { method: 'POST', url: '/api/auth/step-up', fields: ['password'], signed: true },
];

function badBodies(fields: string[]): Array<[string, unknown]> {
  const out: Array<[string, unknown]> = [
    ['no body', undefined],
    ['empty object', {}],
    ['array', []],
    ['null', 'null'],
    ['broken JSON', '{"email": '],
    ['number', 42],
  ];
  for (const f of fields) {
    for (const [label, value] of [
      ['10 kB string', big],
      ['unicode', unicode],
      ['number', 123456],
      ['object', { $gt: '' }],
      ['array', ['a']],
      ['null', null],
      ['boolean', true],
    ] as Array<[string, unknown]>) {
      out.push([`${f}: ${label}`, { [f]: value }]);
    }
    out.push([`${f} only missing`, Object.fromEntries(fields.filter((x) => x !== f).map((x) => [x, 'a@b.co']))]);
  }
  return out;
}

describe.each(ROUTES)('$method $url with bad bodies', (route) => {
  it('never answers 5xx, and every error is the JSON error body', async () => {
    const failures: string[] = [];
    for (const [label, body] of badBodies(route.fields)) {
      const res = await call(h.app, route.method, route.url, body, route.signed ? { as: userId } : {});
      if (res.status >= 500) failures.push(`${label} → ${res.status} ${JSON.stringify(res.body)}`);
      if (res.status >= 400 && typeof res.body?.error?.message !== 'string') failures.push(`${label} → ${res.status} without error body`);
    }
    expect(failures).toEqual([]);
  });

  it('names the field when it has the wrong type', async () => {
    for (const field of route.fields) {
      const res = await call(h.app, route.method, route.url, { [field]: 12345 }, route.signed ? { as: userId } : {});
      expect(res.status).toBe(400);
      expect(res.body.error.details).toEqual(expect.arrayContaining([expect.objectContaining({ in: 'body', path: field })]));
    }
  });
});

describe('bad e-mail, password and code formats', () => {
  it.each([
    ['/api/auth/register', 'email', { username: 'ok_name', email: 'not-an-email', password: 'secret-pass' }],
    ['/api/auth/register', 'password', { username: 'ok_name', email: 'a@b.co', password: '123' }],
    ['/api/auth/register', 'username', { username: 'bad name!', email: 'a@b.co', password: 'secret-pass' }],
    ['/api/auth/register', 'password', { username: 'ok_name', email: 'a@b.co', password: big }],
    ['/api/auth/verify-email', 'code', { email: 'a@b.co', code: '12345' }],
    ['/api/auth/verify-email', 'code', { email: 'a@b.co', code: '1234567' }],
    ['/api/auth/login', 'twoFactorCode', { email: 'a@b.co', password: 'x', twoFactorCode: 'abcdef' }],
    ['/api/auth/reset-password', 'newPassword', { email: 'a@b.co', code: '123456', newPassword: '' }],
  ])('%s with a bad %s → 400 naming it', async (url, field, body) => {
    const res = await call(h.app, 'POST', url, body);
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: field })]));
  });

  it('answers 413 for a body over the size limit, not 5xx', async () => {
    const res = await call(h.app, 'POST', '/api/auth/login', { email: 'a@b.co', password: 'y'.repeat(2 * 1024 * 1024) });
    expect(res.status).toBe(413);
  });
});
