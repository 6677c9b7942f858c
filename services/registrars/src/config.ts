// The registrars service's env: base + SECRETS_KEY, each registrar's base URL (defaulting to the real
// production endpoint, so tests and the demo point them at provider-sims), and call discipline.
import { egressAllowVar, envInt, secretServiceEnv } from '@dop/service-kit';
import { z } from 'zod';

const url = (fallback: string) => z.string().url().default(fallback);

/** JSON object of TLD → price (USD), e.g. {"com": 9.98}; Spaceship's API has no standard prices. */
const priceTable = z
  .string()
  .default('{}')
  .transform((text, ctx) => {
    try {
      const parsed = z.record(z.string(), z.number().nonnegative()).parse(JSON.parse(text));
      return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k.toLowerCase().replace(/^\./, ''), v]));
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON object of TLD to price, e.g. {"com":9.98}' });
      return z.NEVER;
    }
  });

export const registrarsEnv = secretServiceEnv.extend({
  NAMECHEAP_API_URL: url('https://api.namecheap.com/xml.response'),
  NAMESILO_API_URL: url('https://www.namesilo.com/apibatch'),
  DYNADOT_API_URL: url('https://api.dynadot.com/api3.json'),
  SPACESHIP_API_URL: url('https://spaceship.dev/api'),
  GANDI_API_URL: url('https://api.gandi.net/v5'),
  PORKBUN_API_URL: url('https://api.porkbun.com/api/json/v3'),
  REGISTRAR_TIMEOUT_MS: envInt(20_000, 100, 300_000),
  /** Extra attempts for idempotent calls on network errors, timeouts, 429 and 5xx. */
  REGISTRAR_RETRIES: envInt(2, 0, 10),
  REGISTRAR_BACKOFF_MS: envInt(500, 0, 60_000),
  /** NameSilo: about 1 request per second (providers/namesilo.md). */
  NAMESILO_MIN_INTERVAL_MS: envInt(1000, 0, 60_000),
  /** Porkbun's general limits are not published (providers/porkbun.md): a spacing per account, off by default. */
  PORKBUN_MIN_INTERVAL_MS: envInt(0, 0, 60_000),
  /** Dynadot regular accounts: one request at a time; bulk accounts allow more. */
  DYNADOT_CONCURRENCY: envInt(1, 1, 25),
  /**
   * How long a call holds its account's shared gate (NameSilo, Dynadot, Porkbun checks) without renewal;
   * renewed every third of it while the call runs, so a replica that dies mid-call blocks the account
   * for at most this long.
   */
  REGISTRAR_GATE_LEASE_MS: envInt(15_000, 300, 600_000),
  /** How often a waiter re-reads a gate held by another replica (jittered; deeper in the queue, slower). */
  REGISTRAR_GATE_POLL_MS: envInt(100, 10, 5_000),
  /** Porkbun availability checks: about 1 per 10 s per account (reported in its `limits`; unverified). */
  PORKBUN_CHECK_INTERVAL_MS: envInt(10_000, 0, 600_000),
  SPACESHIP_PRICES: priceTable,
  /**
   * Inventory (issue 29): most domains in one inventory page where each domain needs calls of its own
   * (Porkbun, Gandi, Namecheap name servers); keeps one NATS request short.
   */
  INVENTORY_CHUNK: envInt(50, 1, 1000),
  /** NameSilo's inventory page: one getDomainInfo per domain at one call a second, so smaller. */
  NAMESILO_INVENTORY_CHUNK: envInt(10, 1, 100),
  /** How long a register call waits for an asynchronous order before answering Pending. */
  ASYNC_REGISTRATION_WAIT_MS: envInt(10_000, 0, 120_000),
  /** What account proxies may be despite the egress guard (host, host:port or CIDR entries). */
  EGRESS_ALLOW: egressAllowVar,
});
export type RegistrarsConfig = z.infer<typeof registrarsEnv>;
