// Hand-written because no maintained library does this: rate-limiter-flexible's RateLimiterMongo spaces starts but holds no lease across the call and queues only per process (RateLimiterQueue), and the MongoDB lock packages (mongo-locks, mongodb-lock) are TTL mutexes without renewal, spacing or priority.
//
// A registrar account's call discipline held across every replica of the service: one MongoDB document
// per account (gate-state.ts) holds the calls in flight with their leases, the waiting queue
// (interactive before background, then first come first served) and the earliest next start. A call
// joins the queue, starts when it is among the first `concurrency` waiters, a slot is free and the
// spacing has passed, keeps its lease renewed while the registrar answers, and leaves. A replica that dies
// mid-call loses its lease after `leaseMs`; one that dies while waiting drops out of the queue as soon.
import { randomBytes } from 'node:crypto';
import type { Gate, GateRule } from '../account-gate';
import { decide, join, leave, live, renew, type CallPriority } from './gate-state';
import type { GateStore } from './gate-store';

export interface MongoGateOptions {
  /** Lease of a call in flight (and of a waiter's place); renewed every third of it. */
  leaseMs: number;
  /** Base wait between reads while another replica holds the gate. */
  pollMs: number;
  log?: { warn(obj: object, msg: string): void };
}

export class GateClosedError extends Error {
  constructor() {
    super('the registrar gate is closed (the service is stopping)');
  }
}

type Outcome = { kind: 'take' } | { kind: 'wait'; ahead: number; exactMs: number | null };

export class MongoGates {
  private closed = false;
  /** Waiters of this process asleep per gate key: a release here wakes them at once. */
  private readonly sleepers = new Map<string, Set<() => void>>();
  private readonly renewals = new Set<NodeJS.Timeout>();

  constructor(
    private readonly store: GateStore,
    private readonly opts: MongoGateOptions,
  ) {}

  /** The gate of `key` under `rule`, for calls of `priority`. */
  gate(key: string, rule: GateRule, priority: CallPriority): Gate {
    return { run: (task) => this.run(key, rule, priority, task) };
  }

  async run<T>(key: string, rule: GateRule, priority: CallPriority, task: () => Promise<T>): Promise<T> {
    const id = randomBytes(8).toString('hex');
    await this.acquire(key, id, rule, priority);
    const stopRenewal = this.keepLease(key, id);
    try {
      return await task();
    } finally {
      await stopRenewal();
      await this.leave(key, id, rule, true);
    }
  }

  /** Wakes every waiter (they fail with GateClosedError) and stops lease renewal; leases then run out. */
  close(): void {
    this.closed = true;
    for (const t of this.renewals) clearTimeout(t);
    this.renewals.clear();
    for (const set of this.sleepers.values()) for (const wake of set) wake();
  }

  private async acquire(key: string, id: string, rule: GateRule, priority: CallPriority): Promise<void> {
    const { leaseMs } = this.opts;
    try {
      for (;;) {
        if (this.closed) throw new GateClosedError();
        const outcome = await this.store.change<Outcome>(key, (state) => {
          const now = Date.now();
          const mine = live(state, now).queue[id];
          // Join (or renew the place when half its lease is gone) in the same write as a start.
          const joined = !mine || mine.until - now < leaseMs / 2 ? join(state, id, priority, now, leaseMs) : null;
          const d = decide(joined ?? state, id, now, rule, leaseMs);
          if (d.kind === 'take') return { next: d.next, result: { kind: 'take' } };
          if (d.kind === 'join') throw new Error('unreachable: joined above');
          return { next: joined, result: d };
        });
        if (outcome.kind === 'take') return;
        // Never longer than a third of the lease, so the place in the queue is renewed in time.
        await this.sleep(key, Math.min(outcome.exactMs ?? this.pollDelay(outcome.ahead), leaseMs / 3));
      }
    } catch (err) {
      // Give up the place so the queue does not wait for this waiter's lease to run out.
      await this.leave(key, id, rule, false);
      throw err;
    }
  }

  /**
   * No change stream is available (the embedded server has none), so a waiter re-reads one document by
   * _id. Jitter keeps replicas from reading in step; a waiter further back reads less often, as it cannot
   * start before those ahead have gone. Releases in this process wake its waiters without a read.
   */
  private pollDelay(ahead: number): number {
    const base = this.opts.pollMs * Math.min(1 + ahead, 4);
    return Math.round(base * (0.75 + Math.random() / 2));
  }

  private sleep(key: string, ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      let set = this.sleepers.get(key);
      if (!set) this.sleepers.set(key, (set = new Set()));
      const wake = () => {
        clearTimeout(timer);
        set.delete(wake);
        if (set.size === 0 && this.sleepers.get(key) === set) this.sleepers.delete(key);
        resolve();
      };
      const timer = setTimeout(wake, Math.max(ms, 1));
      set.add(wake);
    });
  }

  private wakeAll(key: string): void {
    for (const wake of [...(this.sleepers.get(key) ?? [])]) wake();
  }

  /** Renews the lease every third of it until stopped; a lost lease is logged (the call goes on). */
  private keepLease(key: string, id: string): () => Promise<void> {
    const { leaseMs } = this.opts;
    let timer: NodeJS.Timeout | null = null;
    let running: Promise<void> | null = null;
    let stopped = false;
    const schedule = () => {
      if (stopped || this.closed) return;
      timer = setTimeout(() => (running = tick()), Math.max(Math.floor(leaseMs / 3), 1));
      this.renewals.add(timer);
    };
    const tick = async () => {
      if (timer) this.renewals.delete(timer);
      try {
        const held = await this.store.change(key, (state) => {
          const next = renew(state, id, Date.now(), leaseMs);
          return { next, result: next !== null };
        });
        if (!held) {
          // Gone for good (the event loop or the database stalled past the lease): nothing left to renew.
          if (!stopped) this.opts.log?.warn({ gate: key }, 'registrar gate lease ran out during a call; another replica may start');
          running = null;
          return;
        }
      } catch (err) {
        this.opts.log?.warn({ gate: key, err }, 'could not renew a registrar gate lease');
      }
      running = null;
      schedule();
    };
    schedule();
    // Stopping waits for a renewal under way, so it cannot land after the leave.
    return async () => {
      stopped = true;
      if (timer) {
        clearTimeout(timer);
        this.renewals.delete(timer);
      }
      await running;
    };
  }

  /** Leaves the gate (as holder or waiter); on failure the lease runs out by itself. */
  private async leave(key: string, id: string, rule: GateRule, called: boolean): Promise<void> {
    try {
      await this.store.change(key, (state) => ({ next: leave(state, id, Date.now(), rule, called), result: undefined }));
    } catch (err) {
      this.opts.log?.warn({ gate: key, err }, 'could not leave a registrar gate; its lease will run out');
    }
    this.wakeAll(key);
  }
}
