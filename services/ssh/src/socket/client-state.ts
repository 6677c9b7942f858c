// One socket's subscriptions. While a subscription loads the stored lines after the client's seq,
// live lines and a completion for that job wait in `pending`, then follow the stored ones.
import type { SshJobCompleted, SshLogEntry, SshServerMessage } from '@dop/contracts/ssh';
import { WebSocket } from 'ws';
import type { Models } from '../models';
import { jobSummary, jobView, logView } from '../lib/job-view';

export interface HubLogger {
  warn(obj: object, msg: string): void;
}

interface JobSub {
  lastSeq: number;
  loading: boolean;
  pending: SshLogEntry[];
  completion: SshJobCompleted | null;
  completedSent: boolean;
}

const PAGE = 500;

export class ClientState {
  private readonly subs = new Map<string, JobSub>();
  private alive = true;

  constructor(
    readonly socket: WebSocket,
    readonly userId: string,
    readonly showAll: boolean,
    private readonly models: Models,
    private readonly log: HubLogger,
  ) {
    socket.on('pong', () => (this.alive = true));
  }

  send(msg: SshServerMessage): void {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(msg));
  }

  /** A socket that missed a whole ping period is dead (a vanished client); drop it. */
  ping(): void {
    if (!this.alive) return void this.socket.terminate();
    this.alive = false;
    if (this.socket.readyState === WebSocket.OPEN) this.socket.ping();
  }

  watches(jobId: string): boolean {
    return this.subs.has(jobId);
  }

  async subscribe(jobId: string, afterSeq: number): Promise<void> {
    const sub: JobSub = { lastSeq: afterSeq, loading: true, pending: [], completion: null, completedSent: false };
    this.subs.set(jobId, sub);
    try {
      const job = await this.models.jobs.findById(jobId).lean();
      for (;;) {
        const page = await this.models.logs
          .find({ jobId, seq: { $gt: sub.lastSeq } })
          .sort({ seq: 1 })
          .limit(PAGE)
          .lean();
        if (page.length) this.lines(jobId, sub, page.map(logView));
        if (page.length < PAGE) break;
      }
      sub.loading = false;
      this.lines(jobId, sub, sub.pending);
      sub.pending = [];
      if (sub.completion) this.completed(sub.completion);
      else if (job && (job.status === 'completed' || job.status === 'failed')) {
        const servers = jobView(job).servers;
        this.completed({ type: 'job_completed', jobId, status: job.status, servers, message: jobSummary(job) });
      }
    } catch (err) {
      this.log.warn({ err, jobId }, 'could not load ssh job lines for a socket');
      this.socket.close(1011, 'could not load the job');
    }
  }

  unsubscribe(jobId: string): void {
    this.subs.delete(jobId);
  }

  liveLines(jobId: string, entries: SshLogEntry[]): void {
    const sub = this.subs.get(jobId);
    if (!sub) return;
    if (sub.loading) sub.pending.push(...entries);
    else this.lines(jobId, sub, entries);
  }

  completed(msg: SshJobCompleted): void {
    const sub = this.subs.get(msg.jobId);
    if (sub?.loading) {
      sub.completion = msg;
      return;
    }
    if (sub?.completedSent) return;
    if (sub) sub.completedSent = true;
    this.send(msg);
  }

  private lines(jobId: string, sub: JobSub, entries: SshLogEntry[]): void {
    const fresh = entries.filter((e) => e.seq > sub.lastSeq).sort((a, b) => a.seq - b.seq);
    if (!fresh.length) return;
    sub.lastSeq = fresh[fresh.length - 1].seq;
    this.send({ type: 'log_update', jobId, logs: fresh });
  }
}
