// One env update on one site (spec 2 §7 "Env"): success when the site answers 'Data received' or
// `success: true`; anything else is a failed result carrying the site's own words.
import type { EnvOptionStatus, EnvUpdateBody, EnvUpdateResult, EnvUserInfo } from '@dop/contracts/env';
import type { SiteAnswer, SiteClient } from './site-client';
import { SiteCallError } from './site-client';

const optionStatus = (use: boolean, enabled: boolean): EnvOptionStatus => (use ? (enabled ? 'Enabled' : 'Disabled') : 'Unchanged');

function field(body: unknown, name: string): unknown {
  return body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
}

/** The site's own explanation, else its status line. */
export function siteMessage(answer: SiteAnswer): string {
  for (const name of ['message', 'error']) {
    const v = field(answer.body, name);
    if (typeof v === 'string' && v.trim()) return v.trim().slice(0, 500);
  }
  if (typeof answer.body === 'string' && answer.body.trim()) return answer.body.trim().slice(0, 500);
  return `HTTP ${answer.status}`;
}

export function isUpdateAccepted(answer: SiteAnswer): boolean {
  return field(answer.body, 'message') === 'Data received' || field(answer.body, 'success') === true;
}

export async function updateSiteEnv(
  client: SiteClient,
  path: string,
  body: EnvUpdateBody,
  user: EnvUserInfo,
  now: () => Date = () => new Date(),
): Promise<EnvUpdateResult> {
  const { domain, ...options } = body;
  let success = false;
  let message: string;
  try {
    const answer = await client.call(domain, 'POST', path, options);
    success = isUpdateAccepted(answer);
    message = siteMessage(answer);
  } catch (err) {
    // Egress refusals are not caught here: the route answers them 422 egress_refused.
    if (!(err instanceof SiteCallError)) throw err;
    message = err.message;
  }
  return {
    domain,
    success,
    message: success && message.startsWith('HTTP ') ? 'Data received' : message,
    timestamp: now().toISOString(),
    cloakingStatus: optionStatus(body.useCloaking, body.cloakingEnabled),
    voluumStatus: optionStatus(body.useVoluum, body.voluumEnabled),
    userInfo: user,
  };
}
