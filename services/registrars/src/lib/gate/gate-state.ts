// The shared gate of one registrar account as it is stored (one MongoDB document per gate key), and the
// pure decisions over it: who may start now, who waits and for how long. No I/O here: mongo-gate.ts
// reads a document, asks these functions, and writes the answer back only if nobody changed it since.
import type { GateRule } from '../account-gate';

/** Interactive calls (a person waits: balance, domain count, purchases) go before background ones. */
export type CallPriority = 'interactive' | 'background';

export interface Waiter {
  /** 0 interactive, 1 background: the queue sorts on it first. */
  p: 0 | 1;
  /** When it joined the queue (ms since the epoch): first come, first served within a priority. */
  t: number;
  /** Its replica renews this while it waits; a dead replica's waiter drops out once it passes. */
  until: number;
}

export interface GateState {
  /** Calls in flight: holder id → lease end (ms). A holder past its lease is gone (its replica died). */
  holders: Record<string, number>;
  /** Calls waiting: waiter id → its place. */
  queue: Record<string, Waiter>;
  /** No call may start before this (ms): the last start or answer plus the rule's interval. */
  nextAt: number;
}

export interface GateDoc extends GateState {
  _id: string;
  /** Bumped by every write; a write names the version it read, so concurrent writers cannot both win. */
  v: number;
}

export const EMPTY_STATE: GateState = { holders: {}, queue: {}, nextAt: 0 };

/** A call made for a job (the request names its jobId: bulk steps, a purchase job's checks) waits behind people's calls. */
export const priorityOf = (req: { jobId?: string }): CallPriority => (req.jobId ? 'background' : 'interactive');

export const priorityRank = (p: CallPriority): 0 | 1 => (p === 'interactive' ? 0 : 1);

/** The state without leases and waiters that have run out. */
export function live(state: GateState, now: number): GateState {
  const holders = Object.fromEntries(Object.entries(state.holders).filter(([, until]) => until > now));
  const queue = Object.fromEntries(Object.entries(state.queue).filter(([, w]) => w.until > now));
  return { holders, queue, nextAt: state.nextAt };
}

/** Waiter ids in serving order: interactive first, then by arrival, then by id (a stable tie-break). */
export function order(queue: Record<string, Waiter>): string[] {
  return Object.entries(queue)
    .sort(([ia, a], [ib, b]) => a.p - b.p || a.t - b.t || (ia < ib ? -1 : ia > ib ? 1 : 0))
    .map(([id]) => id);
}

export type Decision =
  /** Not in the queue (never joined, or dropped out after its replica stalled past `until`): join. */
  | { kind: 'join' }
  /** Start now: write `next`. */
  | { kind: 'take'; next: GateState }
  /** Wait; `exactMs` when only the spacing holds it back (nothing else can change that). */
  | { kind: 'wait'; ahead: number; exactMs: number | null };

/** What waiter `id` may do at `now` under `rule`, with leases of `leaseMs`. */
export function decide(state: GateState, id: string, now: number, rule: GateRule, leaseMs: number): Decision {
  const s = live(state, now);
  if (!s.queue[id]) return { kind: 'join' };
  const rank = order(s.queue).indexOf(id);
  const free = rule.concurrency - Object.keys(s.holders).length;
  if (rank >= free) return { kind: 'wait', ahead: rank - Math.max(free, 0), exactMs: null };
  if (s.nextAt > now) return { kind: 'wait', ahead: 0, exactMs: s.nextAt - now };
  const { [id]: _me, ...queue } = s.queue;
  return {
    kind: 'take',
    next: {
      holders: { ...s.holders, [id]: now + leaseMs },
      queue,
      // Spacing counts from this start; release() pushes it on to count from the answer as well.
      nextAt: rule.minIntervalMs > 0 ? now + rule.minIntervalMs : s.nextAt,
    },
  };
}

/** The state with `id` (re)joined the queue, or its heartbeat renewed (its place kept). */
export function join(state: GateState, id: string, p: CallPriority, now: number, leaseMs: number): GateState {
  const s = live(state, now);
  const t = s.queue[id]?.t ?? now;
  return { ...s, queue: { ...s.queue, [id]: { p: priorityRank(p), t, until: now + leaseMs } } };
}

/** The state with holder `id`'s lease moved on; null when it no longer holds (its lease ran out). */
export function renew(state: GateState, id: string, now: number, leaseMs: number): GateState | null {
  const s = live(state, now);
  if (s.holders[id] === undefined) return null;
  return { ...s, holders: { ...s.holders, [id]: now + leaseMs } };
}

/**
 * The state after holder (or waiter) `id` leaves at `now`. After a call (`called`) the next start waits the
 * interval from here too, so the registrar, which counts arrivals, sees them spaced whatever the latency.
 */
export function leave(state: GateState, id: string, now: number, rule: GateRule, called: boolean): GateState {
  const s = live(state, now);
  const { [id]: _h, ...holders } = s.holders;
  const { [id]: _w, ...queue } = s.queue;
  const nextAt = called && rule.minIntervalMs > 0 ? Math.max(s.nextAt, now + rule.minIntervalMs) : s.nextAt;
  return { holders, queue, nextAt };
}
