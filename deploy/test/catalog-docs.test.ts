// The event catalog (AsyncAPI 3 + Markdown) and the OpenAPI document in docs/ are valid by their own
// parsers and cover what exists now: every subject the contracts declare and every subject a service
// publishes (found in the sources at test time), every /api route the apps register. A subject or route
// added without regenerating (npx tsx deploy/src/catalog/generate.ts) fails here.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Parser } from '@asyncapi/parser';
import { DOMAIN_EVENTS } from '@dop/contracts/domain-events';
import type { FastifyInstance } from 'fastify';
import { parse } from 'yaml';
import { buildGateway } from '@dop/gateway/src/app';
import { baseConfig, listen } from '@dop/gateway/test/helpers/gateway-harness';
import { loadContractExports } from '../src/catalog/contract-exports';
import { DOCS, eventCatalog } from '../src/catalog/generate';
import { apiRoutes, openApiPath } from '../src/catalog/openapi';
import { collectRoutes, type CollectedRoute } from '../src/catalog/route-collector';
import { catalogUsages } from '../src/catalog/delegated-usage';
import { natsPermissions } from '../src/catalog/nats-permissions';

const root = path.resolve(__dirname, '../..');
const read = (rel: string) => fs.readFileSync(path.join(root, rel), 'utf8');
const REGENERATE = 'regenerate with: npx tsx deploy/src/catalog/generate.ts';

/** Subjects not given a channel by an AsyncAPI document. */
function missingChannels(doc: { channels: Record<string, { address: string }> }, subjects: string[]): string[] {
  const addresses = new Set(Object.values(doc.channels).map((c) => c.address));
  return subjects.filter((s) => !addresses.has(s));
}

describe('event catalog', () => {
  const exports = loadContractExports(root);
  const usages = catalogUsages(root, exports.subjects);
  const published = [...new Set(usages.filter((u) => u.role === 'publishes' || u.role === 'requests').map((u) => u.subject))];
  const doc = parse(read(DOCS.asyncapi));

  it('is a valid AsyncAPI 3 document (official parser, no error diagnostics)', async () => {
    const { document, diagnostics } = await new Parser().parse(read(DOCS.asyncapi));
    expect(diagnostics.filter((d) => d.severity === 0).map((d) => `${d.message} at ${d.path.join('.')}`)).toEqual([]);
    expect(document?.version()).toBe('3.0.0');
    expect(document?.channels().all().length).toBe(exports.subjects.length);
  }, 60_000);

  it('has a channel and a Markdown section for every subject declared and every subject published', () => {
    expect(published.length).toBeGreaterThan(0);
    const subjects = [...new Set([...exports.subjects.map((s) => s.subject), ...published])];
    expect({ missing: missingChannels(doc, subjects), hint: REGENERATE }).toEqual({ missing: [], hint: REGENERATE });
    const md = read(DOCS.catalog);
    expect(subjects.filter((s) => !md.includes(`## ${s}\n`))).toEqual([]);
  });

  it('lists every domain event on EVENTS with a publishing service, its retention and example (issue 32)', () => {
    const entries = eventCatalog(root).filter((e) => e.stream === 'EVENTS');
    expect(entries.map((e) => e.subject).sort()).toEqual(Object.keys(DOMAIN_EVENTS).sort());
    expect(entries.filter((e) => e.publishers.length === 0).map((e) => e.subject)).toEqual([]);
    for (const e of entries)
      expect({ subject: e.subject, retention: !!e.retention, example: e.payload?.exampleValid }).toEqual({
        subject: e.subject,
        retention: true,
        example: true,
      });
  });

  it('gives each app on NATS exactly the rights its sources use, as committed in nats-permissions.json', () => {
    const derived = natsPermissions(eventCatalog(root));
    expect({ committed: JSON.parse(read(DOCS.natsPermissions)), hint: REGENERATE }).toEqual({ committed: derived, hint: REGENERATE });
    // What the scan must not miss: env asks domains (requestJson), operations reads identity's users (a wildcard filter).
    expect(derived.env.publish.allow).toContain('domains.rpc.is-team-domain');
    expect(derived.operations.publish.allow).toContain('$JS.API.CONSUMER.*.IDENTITY');
    expect(derived.gateway).toEqual({
      publish: { allow: ['$JS.API.INFO', 'identity.session.resolve'] },
      subscribe: { allow: ['identity.access.changed'] },
    });
  });

  it('fails for a published subject the document lacks', () => {
    const subject = published[0];
    const trimmed = {
      channels: Object.fromEntries(
        Object.entries(doc.channels as Record<string, { address: string }>).filter(([, c]) => c.address !== subject),
      ),
    };
    expect(missingChannels(trimmed, published)).toEqual([subject]);
  });

  it('names publishers and consumers, and gives each payload a schema and an example that passes it', () => {
    const entries = eventCatalog(root);
    const ops = entries.find((e) => e.subject === 'ops.log.appended')!;
    expect(ops.publishers).toEqual(expect.arrayContaining(['domains', 'registrars']));
    expect(ops.consumers).toContain('operations');
    expect(ops.stream).toBe('OPS');
    for (const e of entries.filter((x) => x.payload))
      expect({ subject: e.subject, valid: e.payload!.exampleValid }).toEqual({ subject: e.subject, valid: true });
    // The committed document carries the same examples.
    expect(doc.components.messages.LogAppended.examples[0].payload).toEqual(ops.payload!.example);
  });
});

describe('OpenAPI document', () => {
  let routes: CollectedRoute[];
  const doc = JSON.parse(read(DOCS.openapi));
  beforeAll(async () => {
    routes = apiRoutes(await collectRoutes(root));
  }, 120_000);

  it('is valid OpenAPI 3.1 (openapi-schema-validator)', () => {
    // The validator is an ES module; jest runs CommonJS here, so it runs in a Node of its own.
    const script = `import { Validator } from '@seriousme/openapi-schema-validator';
      const validator = new Validator();
      const r = await validator.validate(process.argv[1]);
      console.log(JSON.stringify({ valid: r.valid, version: validator.version, errors: r.errors ?? [] }));`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script, path.join(root, DOCS.openapi)], {
      cwd: __dirname,
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual({ valid: true, version: '3.1', errors: [] });
  });

  it('covers every /api route every service (and the gateway) registers, with its schemas', () => {
    expect(routes.length).toBeGreaterThan(50);
    const missing = routes.filter((r) => !doc.paths[openApiPath(r.url.replace(/\/$/, ''))]?.[r.method.toLowerCase()]);
    expect({ missing: missing.map((r) => `${r.method} ${r.url} (${r.service})`), hint: REGENERATE }).toEqual({
      missing: [],
      hint: REGENERATE,
    });
    const bulk = doc.paths['/api/domains/bulk'].post;
    expect(bulk.requestBody.content['application/json'].schema.properties.domains.type).toBe('array');
    expect(bulk.responses['200'].content['application/json'].schema.properties.jobId).toBeDefined();
  });
});

describe('GET /api/docs on the gateway', () => {
  let app: FastifyInstance;
  afterAll(() => app?.close());

  it('serves the generated document', async () => {
    app = await buildGateway(baseConfig({ staticRoot: root }));
    const res = await fetch(`${await listen(app)}/api/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.json()).toEqual(JSON.parse(read(DOCS.openapi)));
  });
});
