// Declares the EVENTS stream (contracts' EVENTS_STREAM) with the retention the configuration sets.
import { EVENTS_STREAM } from '@dop/contracts/domain-events';
import type { JetStreamManager } from 'nats';
import { ensureStream } from '../ensure-stream';

export interface EventsRetention {
  maxAgeDays?: number;
  maxBytes?: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export async function ensureEventsStream(jsm: JetStreamManager, retention: EventsRetention = {}): Promise<void> {
  await ensureStream(jsm, {
    name: EVENTS_STREAM.name,
    subjects: [...EVENTS_STREAM.subjects],
    duplicateWindowMs: EVENTS_STREAM.duplicateWindowMs,
    maxAgeMs: (retention.maxAgeDays ?? EVENTS_STREAM.maxAgeDays) * DAY_MS,
    maxBytes: retention.maxBytes ?? EVENTS_STREAM.maxBytes,
  });
}
