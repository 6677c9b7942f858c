// The generated authorization test of issue 25. Every route of every service is found at run time
// (the route catalog's onRoute discovery); each must have a rule in the one role table of contracts
// and each rule must name a registered route. Then every route is called on its service, signed as
// the gateway signs, as each role × status (active, pending, disabled) with and without a fresh
// step-up, and with no session. Refusals must be the table's 403 with its code and message, and store
// nothing; allowed calls must be neither 401 nor 403 (the bodies are the empty {} the other suites
// send, so a 400 is fine) and must leave another member's data as it was.
import { routeAccess, routeKey } from '@dop/contracts/access';
import { isPublicApiPath, matchRoute } from '@dop/gateway/src/route-table';
import { asMember } from '@dop/service-testing';
import { answerProblem, CALLERS, callerLabel, expected, guardedRoutes, tableGaps } from '../../src/reliability/access-matrix';
import { concreteUrl, STATE_CHANGING } from '../../src/reliability/concrete-url';
import { DbFingerprints } from '../../src/reliability/db-fingerprint';
import { seedMemberData } from '../../src/reliability/member-seed';
import { selectedServices, startServiceStack, type ServiceStack } from '../../src/reliability/service-stack';
import { signUpInStack, type StackMember } from '../../src/reliability/stack-members';

let stack: ServiceStack;
let prints: DbFingerprints;
/** Whose identity every matrix call carries (the first member: an active owner in identity's data). */
let caller: StackMember;
/** The other member, whose data no call of the matrix may change. */
let other: StackMember;
const seen = new Map<string, number>();

beforeAll(async () => {
  stack = await startServiceStack();
  prints = await DbFingerprints.connect(stack.mongo.uri);
  caller = await signUpInStack(stack, 'caller');
  other = await signUpInStack(stack, 'other');
  await seedMemberData(stack, other);
}, 180_000);
afterAll(async () => {
  await prints?.close();
  await stack?.close();
}, 60_000);

test('every service started', () => {
  expect([...stack.broken].map(([name, err]) => `${name}: ${err.message}`)).toEqual([]);
});

test('every route a service registers has a rule in the role table', () => {
  const routes = guardedRoutes(stack.catalog);
  expect(routes.length).toBeGreaterThan(80);
  expect(tableGaps(routes).unruled).toEqual([]);
});

test('every rule of the role table names a route some service registers (no stale rules)', () => {
  expect(tableGaps(guardedRoutes(stack.catalog)).stale).toEqual([]);
});

test('the gateway sends every route to the service that registered it, and lets in without a session exactly the public rules', () => {
  const wrong: string[] = [];
  for (const route of guardedRoutes(stack.catalog)) {
    const url = concreteUrl(route);
    const owner = matchRoute(url)?.service ?? 'no service';
    if (owner !== route.service) wrong.push(`${route.method} ${url}: the gateway sends it to ${owner}, ${route.service} serves it`);
    const isPublic = routeAccess(route.method, route.url).kind === 'public';
    if (isPublicApiPath(url) !== isPublic)
      wrong.push(
        `${route.method} ${url}: ${isPublic ? 'public rule, the gateway wants a session' : 'the gateway lets it in without a session'}`,
      );
  }
  expect(wrong).toEqual([]);
});

test.each(selectedServices())(
  '%s: every route answers each role, status and step-up as the table says',
  async (name) => {
    const svc = stack.services.find((s) => s.name === name);
    if (!svc) throw stack.broken.get(name) ?? new Error(`${name} did not start`);
    const problems: string[] = [];
    const answers = new Map<string, number>();
    let otherData = await prints.mentioning(other.id);
    expect(otherData.count).toBeGreaterThan(0);
    for (const route of guardedRoutes(stack.catalog).filter((r) => r.service === name)) {
      const key = routeKey(route.method, route.url);
      const url = concreteUrl(route);
      const cases = [null, ...CALLERS].map((c) => ({ caller: c, ...expected(route, c) }));
      const refused = cases.filter((c) => (c.verdict === 'no-session' ? c.access.kind !== 'public' : !c.verdict.allowed));
      const allowed = cases.filter((c) => !refused.includes(c));
      const send = async (c: (typeof cases)[number]) => {
        const res = await svc.app.inject({
          method: route.method as 'GET',
          url,
          headers: c.caller ? asMember(c.caller.role, { status: c.caller.status, steppedUp: c.caller.steppedUp, userId: caller.id }) : {},
          payload: STATE_CHANGING.has(route.method) ? {} : undefined,
        });
        const tally = c.verdict === 'no-session' ? 'no session' : c.verdict.allowed ? 'allowed' : c.verdict.code;
        seen.set(tally, (seen.get(tally) ?? 0) + 1);
        const answer = `${tally}→${res.statusCode}`;
        answers.set(answer, (answers.get(answer) ?? 0) + 1);
        const problem = answerProblem(c.access, c.verdict, { statusCode: res.statusCode, body: res.body });
        if (problem) problems.push(`${key} as ${callerLabel(c.caller)}: ${problem}`);
      };
      const before = await prints.of(svc.dbName);
      for (const c of refused) await send(c);
      if ((await prints.of(svc.dbName)) !== before) problems.push(`${key}: a refused call changed ${svc.dbName}`);
      for (const c of allowed) await send(c);
      const after = await prints.mentioning(other.id);
      if (after.hash !== otherData.hash) problems.push(`${key}: an allowed call changed the other member's data`);
      otherData = after;
    }
    console.info(
      `${name}: ${[...answers]
        .sort()
        .map(([k, v]) => `${k}×${v}`)
        .join(' ')}`,
    );
    expect(problems).toEqual([]);
  },
  120_000,
);

test('the matrix met every verdict: allowed, each refusal code, and no session', () => {
  for (const verdict of ['allowed', 'forbidden', 'pending_approval', 'step_up_required', 'account_disabled', 'no session']) {
    expect([verdict, (seen.get(verdict) ?? 0) > 0]).toEqual([verdict, true]);
  }
  // One call per route for each of the 24 members and for no session.
  expect([...seen.values()].reduce((a, b) => a + b, 0)).toBe(guardedRoutes(stack.catalog).length * (CALLERS.length + 1));
});
