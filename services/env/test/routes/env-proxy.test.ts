import { headers, startService, STRANGER, type Harness } from '../service';

let h: Harness;
beforeAll(async () => {
  h = await startService();
});
afterAll(() => h.stop());
beforeEach(() => {
  h.sim.state.reset();
  h.lines.length = 0;
});

const update = (body: Record<string, unknown>) =>
  h.t.app.inject({
    method: 'POST',
    url: '/api/env-proxy',
    headers: headers({ userId: 'u-env', userName: 'Env User' }),
    payload: { cloakingEnabled: true, voluumEnabled: false, useCloaking: true, useVoluum: true, ...body },
  });

describe('POST /api/env-proxy', () => {
  it("updates two sites: 'Data received' succeeds, a failing site gives a failed result; both are logged", async () => {
    h.sim.state.site('alpha.test', { mode: 'ok' });
    h.sim.state.site('beta.test', { mode: 'fail' });
    const ok = await update({ domain: 'Alpha.Test' });
    const bad = await update({ domain: 'beta.test' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      domain: 'alpha.test',
      success: true,
      message: 'Data received',
      timestamp: expect.any(String),
      cloakingStatus: 'Enabled',
      voluumStatus: 'Disabled',
      userInfo: { id: 'u-env', username: 'Env User' },
    });
    expect(bad.json()).toMatchObject({ domain: 'beta.test', success: false, message: 'Internal Server Error' });
    expect(h.sim.state.site('alpha.test').env).toEqual({ CLOAKING_ENABLED: 'true', VOLUUM_ENABLED: 'false' });
    const sent = h.sim.state.requests[0];
    expect(sent).toMatchObject({ host: 'alpha.test', authorization: h.sim.authorization });
    expect(sent.body).toEqual({ cloakingEnabled: true, voluumEnabled: false, useCloaking: true, useVoluum: true });
    const lines = await h.waitForLines(2);
    expect(lines.map((l) => [l.operationType, l.domain, l.level])).toEqual([
      ['env_update', 'alpha.test', 'success'],
      ['env_update', 'beta.test', 'error'],
    ]);
    expect(lines[1].message).toContain('Internal Server Error');
    expect(lines[0].actor).toEqual({ userId: 'u-env', userName: 'Env User' });
  });

  it('succeeds on success: true and fails on success: false with the site message', async () => {
    h.sim.state.site('alpha.test', { mode: 'success' });
    h.sim.state.site('beta.test', { mode: 'refuse' });
    expect((await update({ domain: 'alpha.test', useVoluum: false })).json()).toMatchObject({ success: true, voluumStatus: 'Unchanged' });
    expect((await update({ domain: 'beta.test' })).json()).toMatchObject({ success: false, message: 'Update rejected' });
  });

  it('fails a site that does not know the domain, with its message', async () => {
    expect((await update({ domain: 'gamma.test' })).json()).toMatchObject({ success: false, message: 'Unknown site' });
  });

  it('refuses names resolving to loopback or the metadata address with 422 egress_refused, and sends nothing', async () => {
    // loop.test and meta.test are fixed to 127.0.0.1 and 169.254.169.254 but not in EGRESS_ALLOW.
    for (const [domain, why] of [
      ['loop.test', 'loop.test resolves to 127.0.0.1, which is a loopback address'],
      ['meta.test', 'meta.test resolves to 169.254.169.254, which is the cloud metadata address'],
    ]) {
      const res = await update({ domain });
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toEqual({ code: 'egress_refused', message: `${why}; an administrator can allow it with EGRESS_ALLOW` });
    }
    expect(h.sim.state.requests).toEqual([]);
  });

  it("withholds the site authorization from a domain that is not the team's: a failed result, nothing sent", async () => {
    const res = await update({ domain: STRANGER });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      domain: STRANGER,
      success: false,
      message: `${STRANGER} is not one of the team's domains or in ENV_SITE_HOSTS; the site authorization is not sent to it, so nothing was sent`,
    });
    expect(h.sim.state.requests).toEqual([]);
  });

  it('answers 400 naming the field for bad input, never calling the site', async () => {
    const noOption = await update({ domain: 'alpha.test', useCloaking: false, useVoluum: false });
    expect(noOption.statusCode).toBe(400);
    expect(JSON.stringify(noOption.json().error.details)).toContain('useCloaking');
    const badDomain = await update({ domain: 'not a domain' });
    expect(badDomain.statusCode).toBe(400);
    expect(JSON.stringify(badDomain.json().error.details)).toContain('domain');
    expect(h.sim.state.requests).toEqual([]);
  });

  it('refuses unsigned calls', async () => {
    const res = await h.t.app.inject({ method: 'POST', url: '/api/env-proxy', payload: { domain: 'alpha.test' } });
    expect(res.statusCode).toBe(401);
  });
});
