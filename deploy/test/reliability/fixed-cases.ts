// Inputs every route gets on each run, whatever the random draw: each query field with a NUL and
// other control or direction characters (a NUL in a search once reached MongoDB as a BSON regex the
// driver refuses: a 500); and for body-taking routes a body over any service's limit, invalid JSON, an
// empty JSON body and wrong content types.
import type { FuzzRequest } from '../../src/reliability/fuzz-request';
import type { CatalogRoute } from '../../src/reliability/route-catalog';
import { objectKeys } from '../../src/reliability/schema-shape';

const OVER_LIMIT = `{"a":"${'x'.repeat(5 * 1024 * 1024)}"}`;

/** Percent-encoded: NUL inside and alone, a line feed, a right-to-left override, an unpaired surrogate's bytes. */
const CONTROL_VALUES = ['a%00b', '%00', 'a%0Ab', '%E2%80%AEx', '%ED%A0%80'];

function queryCases(route: CatalogRoute, url: string): FuzzRequest[] {
  return objectKeys(route.schema.querystring).flatMap((key) =>
    CONTROL_VALUES.map((value) => ({ method: route.method, url: `${url}?${encodeURIComponent(key)}=${value}`, headers: {} })),
  );
}

export function fixedCases(route: CatalogRoute): FuzzRequest[] {
  const url = route.url.replace(/:[^/]+/g, '1').replace('*', 'x');
  const query = queryCases(route, url);
  if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method)) return query;
  const json = (payload: string) => ({ method: route.method, url, headers: { 'content-type': 'application/json' }, payload });
  return [
    ...query,
    json(OVER_LIMIT),
    json('{"a":'),
    json(''),
    json('[]'),
    { method: route.method, url, headers: { 'content-type': 'text/plain' }, payload: '{}' },
    { method: route.method, url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1&__proto__[x]=1' },
  ];
}
