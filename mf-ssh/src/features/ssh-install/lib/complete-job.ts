// The end of the followed job (spec 2 §4.2, §8): its id is cleared and a notice shown; a failure
// writes 'Критическая ошибка' in the console and toasts 'Произошла ошибка при установке'. Reached from
// the socket's job_completed or from the job-logs poll, whichever is first; the second does nothing.
import type { ShellApi } from '@dop/mf-kit';
import type { SshJobServer, SshJobStatus } from '@dop/contracts/ssh';
import { useSshStore } from '../stores/ssh-store';

export const CRITICAL_ERROR = 'Критическая ошибка';
export const INSTALL_FAILED_TOAST = 'Произошла ошибка при установке';
export const INSTALL_DONE_TOAST = 'Установка завершена';

export function completeJob(toasts: ShellApi['toasts'], jobId: string, status: SshJobStatus, message: string): void {
  const store = useSshStore.getState();
  if (!store.endJob(jobId)) return;
  if (status === 'completed') {
    store.note(`${INSTALL_DONE_TOAST}: ${message}`, 'success');
    toasts.show({ title: INSTALL_DONE_TOAST, description: message });
  } else {
    store.note(`${CRITICAL_ERROR}: ${message}`, 'error');
    toasts.show({ title: INSTALL_FAILED_TOAST, description: message, variant: 'destructive' });
  }
}

/** The same one-line summary the service sends with job_completed, for a completion seen by polling. */
export function summarize(servers: SshJobServer[]): string {
  const failed = servers.filter((s) => s.status !== 'completed');
  if (!failed.length) return `${servers.length} of ${servers.length} servers completed`;
  return `${failed.length} of ${servers.length} servers failed: ${failed.map((s) => `${s.host} (${s.error ?? 'failed'})`).join('; ')}`;
}
