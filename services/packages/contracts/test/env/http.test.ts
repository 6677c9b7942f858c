import { EnvCheckBody, EnvCheckLogMessage, EnvUpdateBody } from '../../src/env/http';

const update = { domain: ' Example.COM ', cloakingEnabled: true, voluumEnabled: false, useCloaking: true, useVoluum: false };

describe('EnvUpdateBody', () => {
  it('lower-cases the domain', () => {
    expect(EnvUpdateBody.parse(update)).toEqual({ ...update, domain: 'example.com' });
  });

  it('needs Cloaking or Voluum and names the field', () => {
    const res = EnvUpdateBody.safeParse({ ...update, useCloaking: false });
    expect(res.success).toBe(false);
    expect(res.error?.issues[0].path).toEqual(['useCloaking']);
  });

  it('refuses a missing flag and a bad domain', () => {
    expect(EnvUpdateBody.safeParse({ ...update, voluumEnabled: undefined }).error?.issues[0].path).toEqual(['voluumEnabled']);
    expect(EnvUpdateBody.safeParse({ ...update, domain: 'not a domain' }).error?.issues[0].path).toEqual(['domain']);
  });
});

describe('EnvCheckBody', () => {
  it('needs at least one variable with a valid name', () => {
    expect(EnvCheckBody.safeParse({ domain: 'a.com', variables: [] }).error?.issues[0].path).toEqual(['variables']);
    expect(
      EnvCheckBody.safeParse({ domain: 'a.com', variables: [{ variable: 'no spaces', expectedValue: '1' }] }).error?.issues[0].path,
    ).toEqual(['variables', 0, 'variable']);
    expect(EnvCheckBody.parse({ domain: 'a.com', variables: [{ variable: 'API_KEY', expectedValue: 'x' }] }).variables).toHaveLength(1);
  });
});

describe('EnvCheckLogMessage', () => {
  it('round-trips through JSON as the log line carries it', () => {
    const entry = {
      domain: 'a.com',
      variables: [{ variable: 'A', expectedValue: '1', actualValue: null, matches: false, error: 'Variable not found' }],
    };
    expect(EnvCheckLogMessage.parse(JSON.parse(JSON.stringify(entry)))).toEqual(entry);
  });
});
