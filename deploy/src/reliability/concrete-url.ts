// A callable URL for a catalog route: each path parameter gets a value its schema allows (the first
// enum value), else the one the gateway's route table names at that position (/api/accounts/:registrar
// under the prefix /api/accounts/namesilo → namesilo), else a plausible id — so the request reaches the
// route itself and not a 404 of the gateway.
import { ROUTES } from '@dop/gateway/src/route-table';
import type { CatalogRoute } from './route-catalog';
import { allowedValues, fieldSchema } from './schema-shape';

function fromRouteTable(service: string, segments: string[], index: number): string | undefined {
  for (const [prefix, owner] of ROUTES) {
    if (owner !== service) continue;
    const parts = prefix.split('/');
    if (parts.length <= index) continue;
    if (segments.slice(0, index).every((s, i) => s.startsWith(':') || s === parts[i])) return parts[index];
  }
  return undefined;
}

export function concreteUrl(route: CatalogRoute, id = '1'): string {
  const segments = route.url.split('/');
  return segments
    .map((seg, i) => {
      if (seg === '*') return 'x';
      if (!seg.startsWith(':')) return seg;
      const allowed = allowedValues(fieldSchema(route.schema.params, seg.slice(1)));
      return encodeURIComponent(String(allowed[0] ?? fromRouteTable(route.service, segments, i) ?? id));
    })
    .join('/');
}

export const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
