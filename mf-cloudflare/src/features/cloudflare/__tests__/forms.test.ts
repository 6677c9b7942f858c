import {
  emptyAddForm,
  MSG,
  addBody,
  moveBody,
  purgeBody,
  validateAdd,
  validateIp,
  validateMove,
  validatePurge,
  emptyAccounts,
} from '../lib/forms';

const add = (p: Partial<ReturnType<typeof emptyAddForm>>) =>
  validateAdd({ ...emptyAddForm(), domains: 'a.com', ipAddress: '1.2.3.4', email: 'e@x', apiKey: 'k', ...p });

describe('Add New CloudFlare Domains checks (spec 2 §5)', () => {
  it.each([
    ['no domains', { domains: ' \n ' }, MSG.required],
    ['no IP', { ipAddress: '' }, MSG.required],
    ['no team tag', { teamTag: ' ' }, MSG.required],
    ['a bad IPv4', { ipAddress: '1.2.3' }, 'Please enter a valid IPv4 address'],
    ['single without key', { apiKey: '' }, MSG.single],
    ['multi without keys', { mode: 'multi' as const, emails: 'a@x', apiKeys: '' }, MSG.multi],
    [
      'multi counts differ',
      { mode: 'multi' as const, emails: 'a@x\nb@x', apiKeys: 'k1' },
      'Number of emails must match number of API keys',
    ],
    [
      'more domains than accounts',
      { mode: 'multi' as const, domains: 'a.com\nb.com', emails: 'a@x', apiKeys: 'k1' },
      'Too many domains for available CloudFlare accounts. Each domain needs its own account.',
    ],
  ])('%s', (_l, patch, message) => expect(add(patch)).toBe(message));

  it('accepts a full form and sends the spec body with lines trimmed', () => {
    const f = {
      ...emptyAddForm(),
      domains: ' a.com \n\n b.com ',
      ipAddress: ' 1.2.3.4 ',
      mode: 'multi' as const,
      emails: 'a@x\nb@x',
      apiKeys: 'k1\nk2',
      sslMode: 'full' as const,
    };
    expect(validateAdd(f)).toBeNull();
    expect(addBody(f, true)).toEqual({
      domains: ['a.com', 'b.com'],
      ipAddress: '1.2.3.4',
      teamTag: '2333',
      sslMode: 'full',
      showAllOperations: true,
      mode: 'multi',
      multiAccounts: { emails: ['a@x', 'b@x'], apiKeys: ['k1', 'k2'] },
    });
  });
});

describe('Move, A records and purge checks', () => {
  it('move: the IP must be configured, then the credentials', () => {
    expect(validateMove({ ...emptyAccounts(), ipAddress: '' }, 1)).toBe('IP адрес не настроен');
    expect(validateMove({ ...emptyAccounts(), ipAddress: '1.2.3.4' }, 1)).toBe(MSG.single);
    expect(validateMove({ ...emptyAccounts(), mode: 'multi', emails: 'a@x', apiKeys: 'k', ipAddress: '1.2.3.4' }, 2)).toBe(MSG.tooMany);
  });
  it("A records: 'IP адрес обязателен'", () => {
    expect(validateIp('  ')).toBe('IP адрес обязателен');
    expect(validateIp('10.0.0.300')).toBe(MSG.ipv4);
    expect(validateIp('10.0.0.3')).toBeNull();
  });
  it('purge: both lists needed, the count message states both counts', () => {
    expect(validatePurge('', 'k')).toBe(MSG.multi);
    expect(validatePurge('a@x\nb@x\nc@x', 'k1\nk2')).toBe('Number of emails (3) must match number of API keys (2)');
    expect(validatePurge('a@x', 'k1')).toBeNull();
  });
});

describe('stored accounts (issue 31)', () => {
  it('a picked account needs no typing and travels as its id only', () => {
    const f = { ...emptyAddForm(), domains: 'a.com', ipAddress: '1.2.3.4', accountId: 'ops@cf.test' };
    expect(validateAdd(f)).toBeNull();
    const body = addBody(f, false);
    expect(body).toMatchObject({ mode: 'single', accountId: 'ops@cf.test' });
    expect(body).not.toHaveProperty('singleAccount');
    const move = moveBody({ ...emptyAccounts(), accountId: 'ops@cf.test', ipAddress: '1.2.3.4' }, [{ id: 'd1', name: 'a.com' }], true);
    expect(move).toMatchObject({ isMove: true, accountId: 'ops@cf.test', domainIds: ['d1'] });
  });
  it('purge: ticked stored accounts alone are enough; typed ones still keep the count check', () => {
    expect(validatePurge('', '', 1)).toBeNull();
    expect(validatePurge('a@x', '', 1)).toBe(MSG.multi);
    expect(purgeBody('a@x', 'k1', ['ops@cf.test'])).toEqual({ accounts: [{ accountId: 'ops@cf.test' }, { email: 'a@x', apiKey: 'k1' }] });
  });
});
