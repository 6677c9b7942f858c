// The env variable that names the proxies whose X-Forwarded-For is believed (client-ip.ts), parsed
// once at start; a bad entry stops the process naming the variable.
import { z } from 'zod';
import { parseTrustedProxies } from './client-ip';

export function trustedProxiesVar(fallback: string) {
  return z
    .string()
    .default(fallback)
    .transform((value, ctx) => {
      try {
        return parseTrustedProxies(value);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message });
        return z.NEVER;
      }
    });
}
