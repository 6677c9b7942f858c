// An example value for a JSON Schema (as zod's toJSONSchema writes it): the schema's own example when
// it has one, otherwise a plausible value chosen by type, format, pattern and the property's name
// (a `domain` gets example.com, an IP field 192.0.2.10). The catalog checks each example against
// its zod schema and says so, so an example that drifts from its schema cannot go unnoticed.
type Json = Record<string, unknown>;

const NOW = '2026-11-23T09:30:00.000Z';
/** Tried in order when a string must match a pattern. */
const CANDIDATES = ['example.com', '192.0.2.10', 'www', '@', 'job-1', 'abc123', 'Example', 'a', '1', 'ns1.example.com'];

function byName(name: string): string | undefined {
  const n = name.toLowerCase();
  if (/domain|host|^name$|nameserver/.test(n)) return 'example.com';
  if (/ip|address|content/.test(n)) return '192.0.2.10';
  if (/email/.test(n)) return 'ops@example.com';
  if (/url|link/.test(n)) return 'https://example.com';
  if (/(^|_)id$|id$/.test(n)) return `${name.replace(/Id$/, '') || 'id'}-1`;
  if (/at$|time|date/.test(n)) return NOW;
  if (/message|note|text|description/.test(n)) return 'Done';
  if (/level/.test(n)) return 'info';
  return undefined;
}

/** A value for the simplest patterns, one character class repeated: `^[0-9a-f]{64}$` (a hash) → 64 zeros. */
function fromPattern(pattern: unknown): string | undefined {
  const m = typeof pattern === 'string' ? /^\^\[([^\]]+)\]\{(\d+)(?:,\d*)?\}\$$/.exec(pattern) : null;
  return m ? m[1].charAt(0).repeat(Number(m[2])) : undefined;
}

function stringExample(s: Json, name: string): string {
  if (s.format === 'date-time') return NOW;
  if (s.format === 'email') return 'ops@example.com';
  if (s.format === 'uri' || s.format === 'url') return 'https://example.com';
  if (s.format === 'uuid') return '6f1c2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e5f';
  if (s.format === 'ipv4') return '192.0.2.10';
  const hinted = byName(name);
  const fits = (v: string) =>
    (typeof s.pattern !== 'string' || new RegExp(s.pattern).test(v)) &&
    v.length >= ((s.minLength as number) ?? 0) &&
    v.length <= ((s.maxLength as number) ?? Infinity);
  for (const v of [hinted, ...CANDIDATES, fromPattern(s.pattern)]) if (v !== undefined && fits(v)) return v;
  return 'x'.repeat(Math.max(1, (s.minLength as number) ?? 1));
}

export function exampleOf(schema: unknown, name = ''): unknown {
  const s = (schema ?? {}) as Json;
  if (Array.isArray(s.examples) && s.examples.length) return s.examples[0];
  if ('default' in s && s.default !== undefined) return s.default;
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum)) return s.enum[0];
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const options = s[key] as Json[] | undefined;
    if (options?.length) return exampleOf(options.find((o) => o.type !== 'null') ?? options[0], name);
  }
  const type = Array.isArray(s.type) ? (s.type as string[]).find((t) => t !== 'null') : (s.type as string | undefined);
  switch (type) {
    case 'object': {
      const props = (s.properties ?? {}) as Record<string, unknown>;
      return Object.fromEntries(Object.entries(props).map(([k, v]) => [k, exampleOf(v, k)]));
    }
    case 'array': {
      const n = Math.max(1, (s.minItems as number) ?? 1);
      return Array.from({ length: n }, () => exampleOf(s.items, name.replace(/s$/, '')));
    }
    case 'string':
      return stringExample(s, name);
    case 'integer':
    case 'number': {
      const min = (s.minimum as number) ?? (typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + 1 : undefined);
      return min !== undefined && min > 1 ? min : 1;
    }
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return name ? (byName(name) ?? 'value') : {};
  }
}
