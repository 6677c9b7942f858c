// The event catalog as data: every subject the contracts declare, what kind it is, the stream that
// stores it, who publishes and who consumes it (from the sources), and its payload schema with an
// example, both from the zod schema in contracts.
import { z } from 'zod';
import { subjectMatches, type ContractExports, type StreamSpec, type SubjectConstant } from './contract-exports';
import { exampleOf } from './examples';
import type { Usage } from './source-usage';

export type Kind = 'event' | 'job' | 'rpc';

export interface PayloadDoc {
  /** Contracts export name, e.g. `LogAppended`. */
  name: string;
  jsonSchema: Record<string, unknown>;
  example: unknown;
  /** The example passes the zod schema itself. */
  exampleValid: boolean;
}

export interface CatalogEntry extends SubjectConstant {
  kind: Kind;
  /** JetStream stream holding it; undefined for core NATS (request/reply, live notifications). */
  stream?: string;
  /** How long the stream keeps it and how repeats are dropped, where the contract states it. */
  retention?: string;
  /** For rpc: who asks. */
  publishers: string[];
  /** For rpc: who answers. */
  consumers: string[];
  payload?: PayloadDoc;
  /** rpc only: the reply. */
  reply?: PayloadDoc;
}

const uniq = (xs: string[]) => [...new Set(xs)].sort();
const pascal = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

function findSchema(exports: ContractExports, name: string | undefined, preferModule: string): [string, z.ZodType] | undefined {
  if (!name) return undefined;
  const own = exports.schemas.get(preferModule)?.get(name);
  if (own) return [name, own];
  for (const schemas of exports.schemas.values()) if (schemas.has(name)) return [name, schemas.get(name)!];
  return undefined;
}

export function payloadDoc(name: string, schema: z.ZodType, io: 'input' | 'output'): PayloadDoc {
  const jsonSchema = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;
  delete jsonSchema.$schema;
  const example = exampleOf(jsonSchema);
  return { name, jsonSchema, example, exampleValid: schema.safeParse(example).success };
}

/** The export name of a schema given by value (event tables hold schemas, not names). */
function nameOf(exports: ContractExports, schema: z.ZodType, preferModule: string): string {
  for (const [name, s] of exports.schemas.get(preferModule) ?? []) if (s === schema) return name;
  for (const schemas of exports.schemas.values()) for (const [name, s] of schemas) if (s === schema) return name;
  return 'payload';
}

/** An event table's entry: its own schema, and its example fields over the generated envelope. */
function tablePayload(exports: ContractExports, c: SubjectConstant): PayloadDoc | undefined {
  if (!c.schema) return undefined;
  const doc = payloadDoc(nameOf(exports, c.schema, c.module), c.schema, 'output');
  if (!c.example || !doc.example || typeof doc.example !== 'object') return doc;
  const example = { ...(doc.example as Record<string, unknown>), ...c.example };
  return { ...doc, example, exampleValid: c.schema.safeParse(example).success };
}

function retentionOf(s: StreamSpec): string | undefined {
  if (s.maxAgeDays === undefined) return undefined;
  const cap = s.maxBytes ? `, at most ${Math.round(s.maxBytes / 1024 ** 2)} MiB (oldest dropped first)` : '';
  const window = s.duplicateWindowMs
    ? `; repeats of an eventId within ${s.duplicateWindowMs / 60_000} minutes are stored once, so dedupe by eventId beyond that`
    : '';
  return `kept ${s.maxAgeDays} days${cap}${window}`;
}

export function buildCatalog(exports: ContractExports, usages: Usage[]): CatalogEntry[] {
  return exports.subjects.map((c) => {
    const mine = usages.filter((u) => u.subject === c.subject);
    const by = (role: Usage['role']) => mine.filter((u) => u.role === role);
    const rpc = by('requests').length > 0 || by('responds').length > 0 || c.subject.includes('.rpc.');
    const kind: Kind = rpc ? 'rpc' : c.subject.startsWith('jobs.') ? 'job' : 'event';
    const spec = exports.streams.find((s) => s.subjects.some((p) => subjectMatches(p, c.subject)));
    const stream = spec?.name;
    const publishers = uniq((rpc ? by('requests') : by('publishes')).map((u) => u.component));
    // A plain subscription to a subject someone requests is its responder.
    const consumers = uniq((rpc ? [...by('responds'), ...by('consumes')] : by('consumes')).map((u) => u.component));
    const named = (role: Usage['role'][]) => mine.find((u) => role.includes(u.role) && u.schema)?.schema;
    const payloadName = rpc ? (named(['responds']) ?? `${pascal(c.key)}Request`) : named(['publishes', 'consumes']);
    const payload = findSchema(exports, payloadName, c.module);
    const reply = rpc ? findSchema(exports, named(['requests']) ?? `${pascal(c.key)}Reply`, c.module) : undefined;
    return {
      ...c,
      kind,
      stream,
      retention: spec && retentionOf(spec),
      publishers,
      consumers,
      payload: tablePayload(exports, c) ?? (payload && payloadDoc(payload[0], payload[1], rpc ? 'input' : 'output')),
      reply: reply && payloadDoc(reply[0], reply[1], 'output'),
    };
  });
}
