// The secrets audit as shell/e2e/global-setup.ts runs it around the e2e suite: NATS capture from the
// moment the product is ready; at teardown the documents are read before the product stops, then its
// log, the captured bodies and the documents are searched. verdict() throws, naming every finding.
import { secretValues } from './secret-sources';
import { SecretsAudit } from './secrets-audit';

export interface E2eAuditOptions {
  dataDir: string;
  logFile: string;
  mailDir: string;
  /** The simulators the setup started: their credentials, tokens, authorizations and testEnv. */
  sims: unknown[];
}

/** Only the parts of a simulator handle that hold credentials (its state may be large). */
function credentialsOf(sim: unknown): Record<string, unknown> {
  const s = (sim ?? {}) as Record<string, unknown>;
  const nested = Object.values(s).filter((v) => typeof v === 'object' && v !== null && 'credentials' in v);
  return {
    credentials: s.credentials,
    token: s.token,
    authorization: s.authorization,
    testEnv: s.testEnv,
    nested: nested.map((n) => (n as { credentials: unknown }).credentials),
  };
}

export async function startE2eSecretsAudit(o: E2eAuditOptions): Promise<{ beforeStop(): Promise<void>; verdict(): void }> {
  const audit = await SecretsAudit.start(o.dataDir);
  let failure: unknown;
  return {
    async beforeStop() {
      // Never throws: the product must be stopped whatever happens here.
      await audit.beforeStop().catch((err: unknown) => (failure = err));
    },
    verdict() {
      if (failure) throw new Error(`secrets audit could not read the stored documents: ${String(failure)}`);
      const known = o.sims.flatMap((s) => secretValues(credentialsOf(s)));
      const { problems, summary } = audit.findings([o.logFile], known, o.mailDir);
      console.log(`[e2e] secrets audit: ${summary}; ${problems.length} finding(s)`);
      if (problems.length) throw new Error(`secrets in clear text:\n${problems.slice(0, 50).join('\n')}`);
    },
  };
}
