// Every open /ssh-ws socket of this instance. Live lines, completions and job changes arrive over
// NATS (from whichever instance runs the job) and go to the sockets that asked for them. A client
// subscribes to a job with the last seq it has; it gets the stored lines after that seq first, then
// live ones, never a line twice or out of order.
import {
  SSH_LIVE,
  SshClientMessage,
  SshJobFinished,
  SshLogAppended,
  type SshJobCompleted,
  type SshServerMessage,
} from '@dop/contracts/ssh';
import type { NatsConnection, Subscription } from 'nats';
import type { WebSocket } from 'ws';
import type { Models } from '../models';
import { activeJobs } from '../lib/active-jobs';
import { ClientState, type HubLogger } from './client-state';

const decoder = new TextDecoder();
const PING_MS = 30_000;

export class SocketHub {
  private readonly clients = new Set<ClientState>();
  private readonly subs: Subscription[] = [];
  private jobsTimer: NodeJS.Timeout | null = null;
  private readonly pinger: NodeJS.Timeout;

  constructor(
    nc: NatsConnection,
    private readonly models: Models,
    private readonly log: HubLogger,
  ) {
    this.listen(nc, SSH_LIVE.logAppended, (data) => {
      const { update } = SshLogAppended.parse(data);
      for (const c of this.clients) c.liveLines(update.jobId, update.logs);
    });
    this.listen(nc, SSH_LIVE.completed, (data) => {
      const { completed, userId } = SshJobFinished.parse(data);
      for (const c of this.clients) if (c.watches(completed.jobId) || c.userId === userId) c.completed(completed);
    });
    // Bursts of changes (a job starting and finishing) become one active_jobs per socket.
    this.listen(nc, SSH_LIVE.jobsChanged, () => {
      this.jobsTimer ??= setTimeout(() => {
        this.jobsTimer = null;
        void this.broadcastActiveJobs();
      }, 50);
    });
    this.pinger = setInterval(() => this.clients.forEach((c) => c.ping()), PING_MS);
  }

  private listen(nc: NatsConnection, subject: string, handle: (data: unknown) => void): void {
    const sub = nc.subscribe(subject);
    this.subs.push(sub);
    void (async () => {
      for await (const m of sub) {
        try {
          handle(JSON.parse(decoder.decode(m.data)));
        } catch (err) {
          this.log.warn({ err, subject }, 'bad live ssh event ignored');
        }
      }
    })();
  }

  attach(socket: WebSocket, userId: string, showAll: boolean): void {
    const client = new ClientState(socket, userId, showAll, this.models, this.log);
    this.clients.add(client);
    socket.on('close', () => this.clients.delete(client));
    socket.on('message', (raw) => {
      let parsed: ReturnType<typeof SshClientMessage.safeParse>;
      try {
        parsed = SshClientMessage.safeParse(JSON.parse(raw.toString()));
      } catch {
        parsed = SshClientMessage.safeParse(null);
      }
      if (!parsed.success) return socket.close(1008, 'expected {"type":"subscribe","jobId":…,"afterSeq":…}');
      if (parsed.data.type === 'subscribe') void client.subscribe(parsed.data.jobId, parsed.data.afterSeq);
      else client.unsubscribe(parsed.data.jobId);
    });
    void this.sendActiveJobs([client]);
  }

  private async broadcastActiveJobs(): Promise<void> {
    await this.sendActiveJobs([...this.clients]);
  }

  private async sendActiveJobs(clients: ClientState[]): Promise<void> {
    if (!clients.length) return;
    try {
      const jobs = await activeJobs(this.models.jobs, null);
      for (const c of clients) {
        const mine = c.showAll ? jobs : jobs.filter((j) => j.userId === c.userId);
        c.send({ type: 'active_jobs', jobs: mine } satisfies SshServerMessage);
      }
    } catch (err) {
      this.log.warn({ err }, 'could not send active ssh jobs');
    }
  }

  get size(): number {
    return this.clients.size;
  }

  /** Service stopping: 1001 tells clients to come back (only 1000 means "do not reconnect"). */
  close(): void {
    clearInterval(this.pinger);
    if (this.jobsTimer) clearTimeout(this.jobsTimer);
    for (const sub of this.subs) sub.unsubscribe();
    for (const c of this.clients) c.socket.close(1001, 'ssh service stopping');
    this.clients.clear();
  }
}

export type { SshJobCompleted };
