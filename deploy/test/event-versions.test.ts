import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { currentEventSchemas, DOMAIN_EVENTS, EVENTS_STREAM, incompatibilities } from '@dop/contracts/domain-events';

const SNAPSHOT = join(__dirname, '../../services/packages/contracts/src/domain-events/published-schemas.json');

describe('published event schemas', () => {
  const current = currentEventSchemas();
  // A new event or version is recorded with UPDATE_EVENT_SCHEMAS=1; a recorded one is never rewritten.
  if (process.env.UPDATE_EVENT_SCHEMAS === '1') {
    const published = JSON.parse(readFileSync(SNAPSHOT, 'utf8')) as Record<string, unknown>;
    writeFileSync(SNAPSHOT, JSON.stringify({ ...current, ...published }, null, 2) + '\n');
  }
  const published = JSON.parse(readFileSync(SNAPSHOT, 'utf8')) as Record<string, Parameters<typeof incompatibilities>[0]>;

  it.each(Object.keys(current))('%s is recorded (UPDATE_EVENT_SCHEMAS=1 records a new one)', (key) => {
    expect(published[key]).toBeDefined();
  });

  it.each(Object.keys(published).filter((k) => k in current))('%s only grew since it was published', (key) => {
    expect(incompatibilities(published[key], current[key])).toEqual([]);
  });

  it('finds removed, changed and no-longer-required fields, and lets a version add fields', () => {
    const old = { properties: { a: { type: 'string' }, b: { type: 'number' }, c: { type: 'string' } }, required: ['a', 'b'] };
    const now = { properties: { a: { type: 'number' }, c: { type: 'string' }, d: { type: 'string' } }, required: ['a', 'd'] };
    expect(incompatibilities(old, now)).toEqual(['field a changed its schema', 'field b was removed', 'field b is no longer required']);
    expect(incompatibilities(old, { ...old, properties: { ...old.properties, e: {} } })).toEqual([]);
  });
});

describe('the event table', () => {
  it.each(Object.entries(DOMAIN_EVENTS))('%s: its example fields fit its schema', (subject, entry) => {
    const envelope = { eventId: 'e-1', version: 1, occurredAt: '2026-11-27T10:00:00.000Z', actor: { userId: null } };
    expect(entry.schema.safeParse({ ...envelope, ...entry.example }).error).toBeUndefined();
    expect(subject.split('.')).toHaveLength(3);
  });

  it('is what the EVENTS stream carries', () => {
    expect([...EVENTS_STREAM.subjects].sort()).toEqual(Object.keys(DOMAIN_EVENTS).sort());
  });
});
