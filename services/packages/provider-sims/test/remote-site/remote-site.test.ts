import { request } from 'node:http';
import { startRemoteSiteSim, type RunningRemoteSiteSim } from '../../src';

let sim: RunningRemoteSiteSim;
beforeAll(async () => {
  sim = await startRemoteSiteSim();
});
afterAll(() => sim.stop());
beforeEach(() => sim.state.reset());

const call = async (host: string, method: 'GET' | 'POST', path: string, body?: unknown, authorization = sim.authorization) => {
  // fetch may not set Host; node:http can, as a real site's visitors do by name.
  return new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
    const req = request(`${sim.url}${path}`, { method, headers: { host, authorization, 'content-type': 'application/json' } }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Record<string, unknown> }));
    });
    req.on('error', reject);
    req.end(body ? JSON.stringify(body) : undefined);
  });
};
const update = { cloakingEnabled: true, voluumEnabled: true, useCloaking: true, useVoluum: false };

describe('remote-site simulator', () => {
  it("answers 'Data received' and applies only the options asked for", async () => {
    sim.state.site('alpha.test');
    expect(await call('alpha.test', 'POST', sim.env.ENV_UPDATE_PATH, update)).toEqual({ status: 200, body: { message: 'Data received' } });
    expect(await call('alpha.test', 'GET', sim.env.ENV_READ_PATH)).toEqual({
      status: 200,
      body: { success: true, env: { CLOAKING_ENABLED: 'true', VOLUUM_ENABLED: 'false' } },
    });
  });

  it('answers success true, a refusal or a 500 as the site is told', async () => {
    sim.state.site('s.test', { mode: 'success' });
    sim.state.site('r.test', { mode: 'refuse' });
    sim.state.site('f.test', { mode: 'fail' });
    expect((await call('s.test', 'POST', sim.env.ENV_UPDATE_PATH, update)).body).toEqual({ success: true });
    expect((await call('r.test', 'POST', sim.env.ENV_UPDATE_PATH, update)).body).toEqual({ success: false, message: 'Update rejected' });
    expect((await call('f.test', 'POST', sim.env.ENV_UPDATE_PATH, update)).status).toBe(500);
  });

  it('refuses a wrong authorization and an unknown site', async () => {
    sim.state.site('alpha.test');
    expect((await call('alpha.test', 'GET', sim.env.ENV_READ_PATH, undefined, 'Bearer nope')).status).toBe(401);
    expect((await call('other.test', 'GET', sim.env.ENV_READ_PATH)).status).toBe(404);
    expect(sim.state.requests.map((r) => r.host)).toEqual(['alpha.test', 'other.test']);
  });

  it('is driven through its control routes', async () => {
    await fetch(`${sim.url}/__sim/remote-site/site`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ host: 'Beta.Test', env: { API_KEY: 'k1' } }),
    });
    expect((await call('beta.test', 'GET', sim.env.ENV_READ_PATH)).body.env).toEqual({
      CLOAKING_ENABLED: 'false',
      VOLUUM_ENABLED: 'false',
      API_KEY: 'k1',
    });
  });
});
