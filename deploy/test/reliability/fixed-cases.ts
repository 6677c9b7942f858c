// Inputs every body-taking route gets on each run, whatever the random draw: a body over any
// service's limit, invalid JSON, an empty JSON body and wrong content types.
import type { FuzzRequest } from '../../src/reliability/fuzz-request';
import type { CatalogRoute } from '../../src/reliability/route-catalog';

const OVER_LIMIT = `{"a":"${'x'.repeat(5 * 1024 * 1024)}"}`;

export function fixedCases(route: CatalogRoute): FuzzRequest[] {
  if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method)) return [];
  const url = route.url.replace(/:[^/]+/g, '1').replace('*', 'x');
  const json = (payload: string) => ({ method: route.method, url, headers: { 'content-type': 'application/json' }, payload });
  return [
    json(OVER_LIMIT),
    json('{"a":'),
    json(''),
    json('[]'),
    { method: route.method, url, headers: { 'content-type': 'text/plain' }, payload: '{}' },
    { method: route.method, url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1&__proto__[x]=1' },
  ];
}
