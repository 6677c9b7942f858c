// Env check (spec 2 §7 "Env"): reads a site's current variables and compares each with its expected
// value. Values compare as text, as environment variables are.
import type { EnvCheckBody, EnvCheckResponse } from '@dop/contracts/env';
import { SiteCallError, type SiteClient } from './site-client';
import { siteMessage } from './env-update';

/** Sites answer `{env: {...}}`, `{variables: {...}}` or a flat object of values. */
export function siteVariables(body: unknown): Record<string, unknown> | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const obj = body as Record<string, unknown>;
  for (const key of ['env', 'variables']) {
    const inner = obj[key];
    if (inner && typeof inner === 'object' && !Array.isArray(inner)) return inner as Record<string, unknown>;
  }
  return obj;
}

const asText = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v));

export async function checkSiteEnv(client: SiteClient, path: string, body: EnvCheckBody): Promise<EnvCheckResponse> {
  let values: Record<string, unknown> | null = null;
  let failure: string | null = null;
  try {
    const answer = await client.call(body.domain, 'GET', path);
    values = answer.status >= 200 && answer.status < 300 ? siteVariables(answer.body) : null;
    if (!values) failure = siteMessage(answer);
  } catch (err) {
    if (!(err instanceof SiteCallError)) throw err;
    failure = err.message;
  }
  const results = body.variables.map(({ variable, expectedValue }) => {
    if (!values) return { variable, expectedValue, actualValue: null, matches: false, error: failure };
    if (!(variable in values) || values[variable] === null || values[variable] === undefined) {
      return { variable, expectedValue, actualValue: null, matches: false, error: 'Variable not found' };
    }
    const actualValue = asText(values[variable]);
    return { variable, expectedValue, actualValue, matches: actualValue === expectedValue, error: null };
  });
  return { success: values !== null, results };
}
