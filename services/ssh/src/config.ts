// The ssh service's env: where targets listen, what runs there, how much at once and for how long.
// The install script is a file the operator controls, never text from a request.
import { resolve } from 'node:path';
import { egressAllowVar, envInt, secretServiceEnv } from '@dop/service-kit';
import { z } from 'zod';

/** The shipped script: reports the OS, updates packages, installs nginx (apt, dnf or yum). */
export const DEFAULT_INSTALL_SCRIPT = resolve(__dirname, '../config/install-web-server.sh');

const ipList = z
  .string()
  .default('')
  .transform((text) =>
    text
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.ipv4({ message: 'must be a comma-separated list of IPv4 addresses' })));

export const sshServiceEnv = secretServiceEnv.extend({
  /** Port every target's sshd listens on. */
  SSH_PORT: envInt(22, 1, 65535),
  SSH_INSTALL_SCRIPT: z.string().min(1).default(DEFAULT_INSTALL_SCRIPT),
  /** Servers of one job connected at once. */
  SSH_MAX_PARALLEL: envInt(5, 1, 100),
  /** Jobs running at once in one instance. */
  SSH_MAX_JOBS: envInt(2, 1, 50),
  /** Whole run on one server, connect to exit. */
  SSH_SERVER_TIMEOUT_MS: envInt(1_800_000, 1000, 86_400_000),
  SSH_CONNECT_TIMEOUT_MS: envInt(20_000, 500, 300_000),
  /** A running job whose lease is not renewed for this long was cut off (its instance died). */
  SSH_JOB_LEASE_MS: envInt(30_000, 500, 600_000),
  /** Addresses exempt from the refused-address rule (loopback test targets); EGRESS_ALLOW counts too. */
  SSH_ALLOWED_HOSTS: ipList,
  /** The operator's egress allow-list (host, host:port or CIDR), shared with every service. */
  EGRESS_ALLOW: egressAllowVar,
  /**
   * Tests and demo only: log in as this user whatever user the request names (the UI always sends
   * root, and a shared machine's root password is not ours to set). Every job log says when it applies.
   */
  SSH_TEST_LOGIN_USER: z
    .string()
    .regex(/^[a-z_][a-z0-9_.-]*$/, 'must be a login name')
    .optional(),
});
export type SshServiceConfig = z.infer<typeof sshServiceEnv>;
