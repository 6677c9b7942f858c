// What a route's zod schema tells the fuzzer: the field names of an object (through optional,
// default, pipe, union, intersection and lazy wrappers) and the values an enum or literal allows, so
// hostile inputs hit real field names and get past a path parameter like :registrar.

interface Def {
  type?: string;
  shape?: Record<string, unknown>;
  innerType?: unknown;
  in?: unknown;
  out?: unknown;
  options?: unknown[];
  left?: unknown;
  right?: unknown;
  getter?: () => unknown;
  entries?: Record<string, unknown>;
  values?: unknown[];
}

const defOf = (schema: unknown): Def => ((schema as { def?: Def } | null)?.def ?? {}) as Def;

function inner(schema: unknown, depth: number): unknown[] {
  if (depth > 8) return [];
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return [def.innerType];
    case 'pipe':
      return [def.in, def.out];
    case 'union':
      return def.options ?? [];
    case 'intersection':
      return [def.left, def.right];
    case 'lazy':
      return def.getter ? [def.getter()] : [];
    default:
      return [];
  }
}

/** Field names of the object(s) a schema accepts; empty when it is not an object. */
export function objectKeys(schema: unknown, depth = 0): string[] {
  if (!schema || depth > 8) return [];
  const shape = (schema as { shape?: Record<string, unknown> }).shape;
  if (defOf(schema).type === 'object' && shape) return Object.keys(shape);
  return [...new Set(inner(schema, depth).flatMap((s) => objectKeys(s, depth + 1)))];
}

/** The schema of one field of an object schema (first match through wrappers). */
export function fieldSchema(schema: unknown, key: string, depth = 0): unknown {
  if (!schema || depth > 8) return undefined;
  const shape = (schema as { shape?: Record<string, unknown> }).shape;
  if (defOf(schema).type === 'object' && shape && key in shape) return shape[key];
  for (const s of inner(schema, depth)) {
    const found = fieldSchema(s, key, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** The allowed values of an enum or literal (through wrappers); empty for anything else. */
export function allowedValues(schema: unknown, depth = 0): unknown[] {
  if (!schema || depth > 8) return [];
  const def = defOf(schema);
  if (def.type === 'enum' && def.entries) return Object.values(def.entries);
  if (def.type === 'literal' && def.values) return def.values;
  return inner(schema, depth).flatMap((s) => allowedValues(s, depth + 1));
}
