import { EnvCheckLogMessage } from '@dop/contracts/env';
import { headers, startService, type Harness } from '../service';

let h: Harness;
beforeAll(async () => {
  h = await startService();
});
afterAll(() => h.stop());
beforeEach(() => {
  h.sim.state.reset();
  h.lines.length = 0;
});

const check = (domain: string, variables: Array<{ variable: string; expectedValue: string }>) =>
  h.t.app.inject({ method: 'POST', url: '/api/env-check', headers: headers({ userId: 'u-chk' }), payload: { domain, variables } });

describe('POST /api/env-check', () => {
  it('finds a mismatch and a missing variable, and logs the entry as an env_check line', async () => {
    h.sim.state.site('alpha.test', { env: { CLOAKING_ENABLED: 'true', API_KEY: 'k-1' } });
    const res = await check('alpha.test', [
      { variable: 'CLOAKING_ENABLED', expectedValue: 'true' },
      { variable: 'VOLUUM_ENABLED', expectedValue: 'true' },
      { variable: 'MISSING_VAR', expectedValue: 'x' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      results: [
        { variable: 'CLOAKING_ENABLED', expectedValue: 'true', actualValue: 'true', matches: true, error: null },
        { variable: 'VOLUUM_ENABLED', expectedValue: 'true', actualValue: 'false', matches: false, error: null },
        { variable: 'MISSING_VAR', expectedValue: 'x', actualValue: null, matches: false, error: 'Variable not found' },
      ],
    });
    const [line] = await h.waitForLines(1);
    expect(line).toMatchObject({ operationType: 'env_check', domain: 'alpha.test', level: 'warning', actor: { userId: 'u-chk' } });
    expect(EnvCheckLogMessage.parse(JSON.parse(line.message))).toEqual({ domain: 'alpha.test', variables: res.json().results });
  });

  it('reports a failing site on every variable', async () => {
    h.sim.state.site('beta.test', { mode: 'fail' });
    expect((await check('beta.test', [{ variable: 'A', expectedValue: '1' }])).json()).toEqual({
      success: false,
      results: [{ variable: 'A', expectedValue: '1', actualValue: null, matches: false, error: 'Internal Server Error' }],
    });
  });

  it('gives up on a slow site at the timeout and on an oversized answer', async () => {
    h.sim.state.site('alpha.test');
    h.sim.state.padBytes = 2 * 1024 * 1024;
    expect((await check('alpha.test', [{ variable: 'A', expectedValue: '1' }])).json().results[0].error).toBe(
      'Response larger than 1048576 bytes',
    );
    h.sim.state.padBytes = 0;
    h.sim.state.delayMs = 3000;
    expect((await check('alpha.test', [{ variable: 'A', expectedValue: '1' }])).json().results[0].error).toBe('No answer within 2000 ms');
  });

  it('refuses the metadata address (422 egress_refused) and bad input (400 naming the field)', async () => {
    const meta = await check('meta.test', [{ variable: 'A', expectedValue: '1' }]);
    expect(meta.statusCode).toBe(422);
    expect(meta.json().error).toMatchObject({ code: 'egress_refused', message: expect.stringContaining('169.254.169.254') });
    const empty = await check('alpha.test', []);
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json().error.details)).toContain('variables');
    expect(h.sim.state.requests).toEqual([]);
  });
});
