// Per-account call discipline within one process (providers/README.md), for the registrars whose limits
// need no sharing between replicas (gate/mongo-gate.ts holds NameSilo's and Dynadot's across them).
// Calls queue in order, interactive ones first; each waits for a free slot and the spacing.
import type { CallPriority } from './gate/gate-state';

/** What an adapter sends its calls through. */
export interface Gate {
  run<T>(task: () => Promise<T>): Promise<T>;
}

export interface GateRule {
  /** Calls in flight at once. */
  concurrency: number;
  /**
   * Minimum time from the previous call's answer (and start) to the next start. Counting from the answer
   * means the registrar, which counts arrivals, sees them at least this far apart whatever the latency.
   */
  minIntervalMs: number;
}

export class AccountGate {
  private active = 0;
  private lastStart = 0;
  private lastEnd = 0;
  /** Interactive waiters, then background ones. */
  private readonly waiting: { interactive: Array<() => void>; background: Array<() => void> } = { interactive: [], background: [] };

  constructor(private readonly rule: GateRule) {}

  /** This gate for calls of one priority. */
  as(priority: CallPriority): Gate {
    return { run: (task) => this.run(task, priority) };
  }

  async run<T>(task: () => Promise<T>, priority: CallPriority = 'interactive'): Promise<T> {
    await this.acquire(priority);
    try {
      return await task();
    } finally {
      this.lastEnd = Date.now();
      // The slot passes straight to the next waiter, so a newcomer cannot slip in between.
      const next = this.waiting.interactive.shift() ?? this.waiting.background.shift();
      if (next) next();
      else this.active -= 1;
    }
  }

  private async acquire(priority: CallPriority): Promise<void> {
    const queued = this.waiting.interactive.length + this.waiting.background.length;
    if (this.active < this.rule.concurrency && queued === 0) this.active += 1;
    else await new Promise<void>((resolve) => this.waiting[priority].push(resolve));
    // The start is reserved before sleeping so concurrent acquirers line up; the loop guards against
    // timers that fire a millisecond early.
    const previous = Math.max(this.lastStart, this.lastEnd);
    const start = this.rule.minIntervalMs > 0 && previous > 0 ? Math.max(Date.now(), previous + this.rule.minIntervalMs) : Date.now();
    this.lastStart = start;
    while (Date.now() < start) await new Promise((r) => setTimeout(r, start - Date.now()));
  }
}

/** One gate per key (registrar:accountId), created on first use. */
export class AccountGates {
  private readonly gates = new Map<string, AccountGate>();

  get(key: string, rule: GateRule): AccountGate {
    let gate = this.gates.get(key);
    if (!gate) {
      gate = new AccountGate(rule);
      this.gates.set(key, gate);
    }
    return gate;
  }
}
