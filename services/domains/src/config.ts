// The domains service's env: base + SECRETS_KEY + how hard bulk jobs may push and the DNS dialog's fallback IP.
import { envInt, secretServiceEnv } from '@dop/service-kit';
import { z } from 'zod';

/** SECRETS_KEY seals the Cloudflare API key a bulk job keeps while it runs. */
export const domainsEnv = secretServiceEnv.extend({
  /** Domains of bulk jobs processed at once by one instance (registrars still apply their own limits). */
  BULK_CONCURRENCY: envInt(8, 1, 100),
  /** How long a registrar or Cloudflare request may take, queueing behind rate limits included. */
  RPC_TIMEOUT_MS: envInt(120_000, 100, 600_000),
  /**
   * How long JetStream waits for a job message's ack before redelivering it: how soon the items a
   * killed worker held are taken up again. A running item renews it every third of this (leased-items
   * keepLeaseAlive), so a slow or rate-limited provider call never outlives it.
   */
  JOB_ACK_WAIT_MS: envInt(30_000, 1_000, 3_600_000),
  /**
   * How long an applier holds a change set it runs (renewed every third of it): how soon a set left
   * unfinished by a killed instance is taken over and finished by another (issue 30).
   */
  CHANGE_LEASE_MS: envInt(30_000, 1_000, 600_000),
  /** Steps of one change set applied at once (the providers still apply their own rate limits). */
  CHANGE_CONCURRENCY: envInt(4, 1, 50),
  /** Inventory (issue 29): how often every active registrar account is synced (default 6 hours). */
  INVENTORY_SYNC_INTERVAL_MS: envInt(6 * 3600_000, 1_000, 30 * 24 * 3600_000),
  /** How long an instance holds an inventory job without recording a page: how soon a killed one's job moves on. */
  INVENTORY_LEASE_MS: envInt(60_000, 1_000, 3_600_000),
  /** How often an instance looks for inventory jobs to take up and whether the sync is due. */
  INVENTORY_POLL_MS: envInt(5_000, 50, 600_000),
  /** Expiry badge and alert: a domain expiring within this many days is 'expiring'. */
  INVENTORY_EXPIRING_DAYS: envInt(30, 1, 365),
  /** How often pending inventory alerts go to the admins as one message (without the team's daily digest). */
  INVENTORY_ALERT_FLUSH_MS: envInt(10_000, 50, 3_600_000),
  /** With the daily digest on: how long between digests (default a day). */
  INVENTORY_DIGEST_INTERVAL_MS: envInt(24 * 3600_000, 1_000, 7 * 24 * 3600_000),
});
export type DomainsConfig = z.infer<typeof domainsEnv>;
