// Which of the SDK's two auth schemes a stored account uses. Accounts keep an e-mail and one key
// field: a 37-hex global API key goes as apiEmail + apiKey, anything else is an API token.
import type { ClientOptions } from 'cloudflare';

export interface CfCredentials {
  email: string | null;
  apiKey: string;
}

/** Global API keys are 37 hex characters; anything else is an API token (Bearer). */
export const isGlobalKey = (key: string) => /^[0-9a-f]{37}$/i.test(key);

/**
 * The SDK's auth options. Every field is set (null when unused): left undefined, the SDK would read
 * CLOUDFLARE_API_TOKEN / CLOUDFLARE_API_KEY / CLOUDFLARE_EMAIL from the process environment.
 */
export function sdkAuth(c: CfCredentials): Pick<ClientOptions, 'apiEmail' | 'apiKey' | 'apiToken' | 'userServiceKey'> {
  if (c.email && isGlobalKey(c.apiKey)) return { apiEmail: c.email, apiKey: c.apiKey, apiToken: null, userServiceKey: null };
  return { apiEmail: null, apiKey: null, apiToken: c.apiKey, userServiceKey: null };
}
