// Runs an env update over the domains one after another (progress shows which one is under way);
// each outcome, the site's or the call's failure, becomes a stored result (spec 2 §2.7, §8).
import { serverMessage, type ShellApi } from '@dop/mf-kit';
import type { EnvUpdateResult } from '@dop/contracts/env';
import { useDomainRun } from '../../../shared/use-domain-run';
import { updateEnv } from '../api/env-update-api';
import { useUpdateResultsStore } from '../stores/update-results-store';

export interface UpdateOptions {
  cloakingEnabled: boolean;
  voluumEnabled: boolean;
  useCloaking: boolean;
  useVoluum: boolean;
}

/** Spec 2 §8: per-domain 'Error updating env: ...' or 'Unknown error'. */
export function failureText(error: unknown): string {
  const message = serverMessage(error);
  return message ? `Error updating env: ${message}` : 'Unknown error';
}

export function useEnvUpdate(shell: Pick<ShellApi, 'toasts' | 'user'>) {
  const add = useUpdateResultsStore((s) => s.add);
  const { forEachDomain, progress } = useDomainRun();

  async function run(domains: string[], options: UpdateOptions) {
    let failed = 0;
    await forEachDomain(domains, async (domain) => {
      let result: EnvUpdateResult;
      try {
        result = await updateEnv({ domain, ...options });
        if (!result.success) result = { ...result, message: failureText(new Error(result.message)) };
      } catch (error) {
        result = {
          domain,
          success: false,
          message: failureText(error),
          timestamp: new Date().toISOString(),
          cloakingStatus: options.useCloaking ? (options.cloakingEnabled ? 'Enabled' : 'Disabled') : 'Unchanged',
          voluumStatus: options.useVoluum ? (options.voluumEnabled ? 'Enabled' : 'Disabled') : 'Unchanged',
          userInfo: { id: shell.user?.id ?? null, username: shell.user?.username ?? null },
        };
      }
      if (!result.success) failed++;
      add(result);
    });
    if (failed > 0) {
      shell.toasts.show({ title: 'ENV operation failed', description: `${failed} of ${domains.length}`, variant: 'destructive' });
    }
  }

  return { run, progress };
}
