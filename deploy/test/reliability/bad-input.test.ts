// Property-based bad input against every /api route of every service (found at run time with their
// zod schemas): as an authenticated user, thousands of hostile inputs in total. Each answer must be
// below 500 and, when refused, a JSON error naming the problem; a request refused as bad input must
// leave the service's database exactly as it was; no payload may pollute Object.prototype.
import fc from 'fast-check';
import { signedHeaders } from '@dop/service-testing';
import { DbFingerprints } from '../../src/reliability/db-fingerprint';
import { requestArbitrary } from '../../src/reliability/fuzz-request';
import { BAD_INPUT_STATUSES, answerProblems, prototypePolluted } from '../../src/reliability/response-checks';
import { selectedServices, startServiceStack, type ServiceStack } from '../../src/reliability/service-stack';
import { fixedCases } from './fixed-cases';

/** Inputs across all routes (the README states the figure); split evenly, at least 12 per route. */
const TOTAL_INPUTS = Number(process.env.FUZZ_INPUTS ?? 3000);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const USER = { userId: 'u-fuzz', userName: 'fuzz' };

let stack: ServiceStack;
let prints: DbFingerprints;
beforeAll(async () => {
  stack = await startServiceStack();
  prints = await DbFingerprints.connect(stack.mongo.uri);
}, 180_000);
afterAll(async () => {
  await prints?.close();
  await stack?.close();
}, 60_000);

test('the catalog found the routes of every service', () => {
  const routes = stack.catalog.apiRoutes();
  for (const s of stack.services)
    expect({ service: s.name, routes: routes.filter((r) => r.service === s.name).length }).not.toEqual({ service: s.name, routes: 0 });
});

test.each(selectedServices())(
  `%s: hostile input never gets a 5xx, always a JSON error, stores nothing (seed ${SEED})`,
  async (name) => {
    const svc = stack.services.find((s) => s.name === name);
    if (!svc) throw stack.broken.get(name) ?? new Error(`${name} did not start`);
    const all = stack.catalog.apiRoutes();
    const routes = all.filter((r) => r.service === name);
    const perRoute = Math.max(12, Math.ceil(TOTAL_INPUTS / all.length));
    const problems: string[] = [];
    let sent = 0;
    const statuses = new Map<number, number>();
    for (const [i, route] of routes.entries()) {
      const inputs = [...fixedCases(route), ...fc.sample(requestArbitrary(route, {}), { numRuns: perRoute, seed: SEED + i })];
      let before = await prints.of(svc.dbName);
      for (const req of inputs) {
        const res = await svc.app.inject({
          method: req.method as 'GET',
          url: req.url,
          headers: { ...req.headers, ...signedHeaders(USER) },
          payload: req.payload,
        });
        sent++;
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        const where = `${req.method} ${req.url.slice(0, 200)} ${String(req.payload ?? '').slice(0, 200)}`;
        for (const p of answerProblems(res)) problems.push(`${where} → ${p}`);
        const polluted = prototypePolluted();
        if (polluted) problems.push(`${where} → ${polluted}`);
        const after = await prints.of(svc.dbName);
        if (BAD_INPUT_STATUSES.has(res.statusCode) && after !== before)
          problems.push(`${where} → refused with ${res.statusCode} but the database changed`);
        before = after;
      }
    }
    console.info(
      `${name}: ${sent} inputs over ${routes.length} routes; answers ${[...statuses]
        .sort()
        .map(([k, v]) => `${k}×${v}`)
        .join(' ')}`,
    );
    expect(sent).toBeGreaterThanOrEqual(routes.length * perRoute);
    expect([...new Set(problems)].slice(0, 30)).toEqual([]);
  },
  240_000,
);
