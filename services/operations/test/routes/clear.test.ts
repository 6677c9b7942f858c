import { signedHeaders, waitFor } from '@dop/service-testing';
import { ANN, BOB, startHarness, type Harness } from '../helpers/harness';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
  await h.start();
}, 60_000);

afterAll(() => h.close());

const post = (url: string, user = ANN, body?: unknown) =>
  h.app().inject({ method: 'POST', url, headers: signedHeaders(user), ...(body === undefined ? {} : { payload: body as object }) });

async function seed() {
  for (const actor of [ANN, BOB]) {
    for (const operationType of ['domain-records', 'cloudflare', 'env_check'] as const) {
      await h.publishLog({ actor, operationType, domain: `${actor.userName}.com`, message: `${operationType} line` });
      await h.publishResult({
        actor,
        operationType,
        domain: `${actor.userName}.com`,
        userId: actor.userId,
        statuses: { cloudflare: 'Success' },
      });
    }
  }
  await waitFor(async () => {
    const logs = (await h.get('/api/logs?showAll=true')).json().logs.length;
    const results = (await h.get('/api/results?showAll=true')).json().length;
    return logs === 6 && results === 6;
  });
}

const count = async (url: string) => {
  const body = (await h.get(url)).json();
  return Array.isArray(body) ? body.length : body.logs.length;
};

describe('clear endpoints', () => {
  it("clear only the caller's own rows of their operation type by default", async () => {
    await seed();
    expect((await post('/api/logs/clear-env-check')).json()).toEqual({ success: true, deleted: 1 });
    expect((await post('/api/results/clear-cloudflare')).json()).toEqual({ success: true, deleted: 1 });
    expect((await post('/api/logs/clear-domain-records', ANN, {})).json()).toEqual({ success: true, deleted: 1 });
    expect(await count('/api/logs?showAll=true&operationType=env_check')).toBe(1);
    expect(await count('/api/logs?operationType=env_check')).toBe(0);
    expect(await count('/api/results?showAll=true&operationType=cloudflare')).toBe(1);
    expect(await count('/api/logs?showAll=true&operationType=cloudflare')).toBe(2);
  });

  it("clear everyone's rows with showAll in the query or the body", async () => {
    expect((await post('/api/results/clear-domain-records?showAll=true')).json()).toEqual({ success: true, deleted: 2 });
    expect((await post('/api/logs/clear-cloudflare', BOB, { showAll: true })).json()).toEqual({ success: true, deleted: 2 });
    expect(await count('/api/results?showAll=true&operationType=domain-records')).toBe(0);
    expect(await count('/api/logs?showAll=true&operationType=cloudflare')).toBe(0);
  });

  it('drop operation-domain groups whose lines are all gone', async () => {
    // ann.com lost every line (env_check, domain-records, then cloudflare); bob.com kept two.
    const groups = (await h.get('/api/operation-domains?showAll=true')).json().domains;
    expect(groups.map((g: { domain: string }) => g.domain)).toEqual(['bob.com']);
    expect(groups[0].logs).toHaveLength(2);
    expect((await h.get('/api/operation-domains')).json().pagination.total).toBe(0);
  });

  it('answer 400 naming showAll when it is not a boolean', async () => {
    const q = await post('/api/logs/clear-env-check?showAll=sure');
    expect(q.statusCode).toBe(400);
    expect(q.json().error.details[0]).toMatchObject({ in: 'querystring', path: 'showAll' });
    const b = await post('/api/logs/clear-env-check', ANN, { showAll: 'sure' });
    expect(b.statusCode).toBe(400);
    expect(b.json().error.details[0]).toMatchObject({ in: 'body', path: 'showAll' });
  });
});
