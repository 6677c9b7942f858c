// The lines the subscriber process (events-subscriber-process.ts) appends to its file, and how a test
// reads them: every event as delivered, and the distinct changes by eventId (a repeat of the same
// eventId is one change delivered twice, which a subscriber drops; two eventIds are two changes).
import fs from 'node:fs';
import type { ProbeResult } from './events-probes';

export type DeliveredEvent = { eventId: string; version: number } & Record<string, unknown>;

export type SubscriberLine =
  | { kind: 'ready'; pid: number; at: number }
  | { kind: 'event'; subject: string; event: DeliveredEvent; at: number }
  | { kind: 'status'; type: string; data: string; at: number }
  | { kind: 'probes'; results: ProbeResult[]; probeEventId: string; at: number }
  | { kind: 'error'; message: string; at: number };

export interface Delivery {
  subject: string;
  event: DeliveredEvent;
  at: number;
}

export function readLines(file: string): SubscriberLine[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as SubscriberLine);
}

export interface Tally {
  /** Every delivery, in order. */
  deliveries: Delivery[];
  /** The first delivery of each eventId. */
  distinct: Delivery[];
  /** Deliveries of an eventId already delivered. */
  repeats: number;
}

export function tally(lines: SubscriberLine[]): Tally {
  const deliveries = lines.flatMap((l) => (l.kind === 'event' ? [{ subject: l.subject, event: l.event, at: l.at }] : []));
  const seen = new Set<string>();
  const distinct = deliveries.filter((d) => !seen.has(d.event.eventId) && seen.add(d.event.eventId));
  return { deliveries, distinct, repeats: deliveries.length - distinct.length };
}
