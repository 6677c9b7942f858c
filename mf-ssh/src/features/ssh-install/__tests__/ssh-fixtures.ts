// What the ssh tests share: a log line of job-1 and an empty store with nothing saved.
import type { SshLogEntry } from '@dop/contracts/ssh';
import { useSshStore } from '../stores/ssh-store';

export const JOB = 'job-1';

export const logEntry = (seq: number, message = `line ${seq}`, host: string | null = '203.0.113.5'): SshLogEntry => ({
  jobId: JOB,
  seq,
  host,
  stream: 'stdout',
  level: 'info',
  message,
  timestamp: '2026-01-02T03:04:05.000Z',
});

/** No followed job, no lines, one empty IP row, nothing in localStorage. */
export function resetSshStore(): void {
  localStorage.clear();
  useSshStore.setState({ currentJobId: null, lastSeq: 0, lines: [], ips: [''] });
}
