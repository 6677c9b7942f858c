// Subscribers read events of a version for as long as the stream keeps them, so an event's shape may
// only grow within a version: every field a published version had stays, with the same schema, and a
// required field stays required. Anything else needs a new version (published-schemas.json holds
// what each published version looked like).
import { z } from 'zod';
import { DOMAIN_EVENTS, type DomainEventSubject } from './catalog';

type JsonSchema = { properties?: Record<string, unknown>; required?: string[] } & Record<string, unknown>;

/** `subject@version` → JSON Schema of the event as subscribers receive it. */
export function currentEventSchemas(): Record<string, JsonSchema> {
  const out: Record<string, JsonSchema> = {};
  for (const subject of Object.keys(DOMAIN_EVENTS) as DomainEventSubject[]) {
    const schema = DOMAIN_EVENTS[subject].schema;
    const version = (schema.shape.version as unknown as { value: number }).value;
    const json = z.toJSONSchema(schema, { io: 'output' }) as JsonSchema;
    delete json.$schema;
    out[`${subject}@${version}`] = json;
  }
  return out;
}

/** What a subscriber of `published` would miss in `current`; empty when compatible. */
export function incompatibilities(published: JsonSchema, current: JsonSchema): string[] {
  const problems: string[] = [];
  const now = current.properties ?? {};
  const required = new Set(current.required ?? []);
  for (const [field, schema] of Object.entries(published.properties ?? {})) {
    if (!(field in now)) problems.push(`field ${field} was removed`);
    else if (JSON.stringify(now[field]) !== JSON.stringify(schema)) problems.push(`field ${field} changed its schema`);
  }
  for (const field of published.required ?? []) if (!required.has(field)) problems.push(`field ${field} is no longer required`);
  return problems;
}
