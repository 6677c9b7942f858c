// One fuzzed request for a route, built from its schemas: path parameters, query and body with hostile
// values on the schema's own field names (plus extra keys), non-object bodies, invalid JSON and wrong
// content types.
import fc from 'fast-check';
import { EXTRA_KEYS, hostileParam, hostileValue } from './hostile-values';
import type { CatalogRoute } from './route-catalog';
import { allowedValues, fieldSchema, objectKeys } from './schema-shape';

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** Values that pass many field checks, so hostile neighbours reach the handler's logic too. */
const PLAUSIBLE: unknown[] = [
  'example.com',
  'ops@example.com',
  'Passw0rd!long-enough',
  1,
  0,
  true,
  ['example.com'],
  'namesilo',
  'all',
  '1.2.3.4',
];

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Percent-encoding that also takes lone surrogates (as U+FFFD), where encodeURIComponent throws. */
function pct(v: string): string {
  return [...Buffer.from(v, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

/** Encodings no client library would produce: broken escapes, invalid UTF-8, an encoded slash. */
const RAW_ENCODED = ['%', '%zz', '%ff%fe', '%C0%AE%C0%AE', '..%2F..%2F', '%00'];

function fieldValue(schema: unknown, key: string): fc.Arbitrary<unknown> {
  const allowed = allowedValues(fieldSchema(schema, key));
  const plausible = fc.constantFrom(...(allowed.length ? allowed : PLAUSIBLE));
  return fc.oneof({ arbitrary: hostileValue, weight: 3 }, { arbitrary: plausible, weight: 2 });
}

/** JSON text of key/value pairs written by hand, so `__proto__` stays an own key as on the wire. */
function objectText(pairs: Array<[string, unknown]>): string {
  return `{${pairs.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}`).join(',')}}`;
}

function pairsFor(schema: unknown, keys: string[]): fc.Arbitrary<Array<[string, unknown]>> {
  const own = keys.map((k) =>
    fc.option(
      fieldValue(schema, k).map((v) => [k, v] as [string, unknown]),
      { freq: 3 },
    ),
  );
  const extra = fc.array(fc.tuple(fc.constantFrom(...EXTRA_KEYS), hostileValue), { maxLength: 2 });
  return fc.tuple(fc.tuple(...own), extra).map(([o, e]) => [...o.filter((p): p is [string, unknown] => p !== null), ...e]);
}

const INVALID_JSON = ['{', '{"a":', '[1,', '\u0000', 'undefined', "{'a':1}", '{"a":1}{"b":2}', '{"a":1,}', '"\\ud800"', ' '];
const CONTENT_TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml'];

function bodyArbitrary(route: CatalogRoute): fc.Arbitrary<{ payload: string; type?: string }> {
  const keys = objectKeys(route.schema.body);
  const json = (payload: string) => ({ payload, type: 'application/json' });
  return fc.oneof(
    { arbitrary: pairsFor(route.schema.body, keys).map((p) => json(objectText(p))), weight: 6 },
    { arbitrary: hostileValue.map((v) => json(JSON.stringify(v) ?? 'null')), weight: 2 },
    { arbitrary: fc.constantFrom(...INVALID_JSON).map(json), weight: 1 },
    {
      arbitrary: fc
        .tuple(fc.constantFrom(...CONTENT_TYPES), fc.constantFrom('a=1', '{"a":1}', '<a/>'))
        .map(([type, payload]) => ({ payload, type })),
      weight: 1,
    },
  );
}

function paramArbitrary(route: CatalogRoute, name: string): fc.Arbitrary<string> {
  const allowed = allowedValues(fieldSchema(route.schema.params, name)).map(String);
  return allowed.length ? fc.oneof(fc.constantFrom(...allowed), hostileParam) : fc.oneof(hostileParam, fc.constantFrom('1', '42'));
}

function pathArbitrary(route: CatalogRoute): fc.Arbitrary<string> {
  const parts = route.url.split('/').map((seg) => {
    if (seg.startsWith(':'))
      return fc.oneof({ arbitrary: paramArbitrary(route, seg.slice(1)).map(pct), weight: 5 }, fc.constantFrom(...RAW_ENCODED));
    return fc.constant(seg === '*' ? 'x' : seg);
  });
  return fc.tuple(...parts).map((segs) => segs.join('/'));
}

function queryArbitrary(route: CatalogRoute): fc.Arbitrary<string> {
  const keys = [...objectKeys(route.schema.querystring), 'showAllOperations', '__proto__', 'userId'];
  const value = fc.oneof(hostileParam, fc.constantFrom(...allowedValuesOf(route, keys)));
  const raw = fc.constantFrom(...RAW_ENCODED).map((r) => `${pct(keys[0])}=${r}`);
  // `key[$gt]=` is how qs-style parsers would build operators; repeated keys make arrays.
  const entry = fc.tuple(fc.constantFrom(...keys), fc.constantFrom('', '[$gt]', '[$ne]', '[]'), value);
  const pairs = fc.array(entry, { maxLength: 4 }).map((es) => es.map(([k, s, v]) => `${pct(k)}${s}=${pct(v)}`).join('&'));
  return fc.oneof({ arbitrary: pairs, weight: 6 }, raw);
}

function allowedValuesOf(route: CatalogRoute, keys: string[]): string[] {
  const values = keys.flatMap((k) => allowedValues(fieldSchema(route.schema.querystring, k)).map(String));
  return values.length ? values : ['1', 'true'];
}

export function requestArbitrary(route: CatalogRoute, headers: Record<string, string>): fc.Arbitrary<FuzzRequest> {
  const body = BODY_METHODS.has(route.method) ? fc.option(bodyArbitrary(route), { freq: 8 }) : fc.constant(null);
  return fc.tuple(pathArbitrary(route), queryArbitrary(route), body).map(([path, query, b]) => ({
    method: route.method,
    url: query ? `${path}?${query}` : path,
    headers: b?.type ? { ...headers, 'content-type': b.type } : headers,
    payload: b?.payload,
  }));
}
