// Outbound calls of a service under test fail fast: every *_TIMEOUT_MS its env schema knows becomes a
// few seconds, retries and pacing go to zero; request-rate limits are lifted so thousands of inputs
// from one user and IP reach the handlers instead of a 429 (the limits have tests of their own).
// Read from the schema, so new services are covered too.
import type { z } from 'zod';

const RULES: Array<[RegExp, string]> = [
  [/_TIMEOUT_MS$/, '3000'],
  [/_RETRIES$/, '0'],
  [/_(MIN_INTERVAL|BACKOFF|CHECK_INTERVAL)_MS$/, '0'],
  [/_PER_(MIN|ACCOUNT)$/, '1000000'],
];

export function fastCallsEnv(schema: z.ZodType): Record<string, string> {
  const shape = (schema as unknown as { shape?: Record<string, z.ZodType> }).shape ?? {};
  const env: Record<string, string> = {};
  for (const [key, field] of Object.entries(shape)) {
    const rule = RULES.find(([re]) => re.test(key));
    // A variable whose bounds refuse the value keeps its default rather than failing the whole stack.
    if (rule && field.safeParse(rule[1]).success) env[key] = rule[1];
  }
  return env;
}
