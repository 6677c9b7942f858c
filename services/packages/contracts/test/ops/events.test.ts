import { EventEnvelope } from '../../src/common/events';
import { LogAppended, OPS_STREAM, OPS_SUBJECTS, ResultChanged } from '../../src/ops/events';

const envelope = {
  eventId: 'e-1',
  version: 1,
  occurredAt: '2026-01-02T03:04:05.000Z',
  actor: { userId: 'u-1', userName: 'ann' },
};

describe('ops subjects', () => {
  it('follow <domain>.<entity>.<past-tense verb> and fall inside the OPS stream', () => {
    expect(OPS_SUBJECTS).toEqual({ logAppended: 'ops.log.appended', resultChanged: 'ops.result.changed' });
    expect(OPS_STREAM.subjects).toEqual(['ops.>']);
  });
});

describe('LogAppended', () => {
  it('accepts a line and defaults the level to info', () => {
    const e = LogAppended.parse({ ...envelope, message: 'NS updated', operationType: 'billing', domain: 'a.com' });
    expect(e.level).toBe('info');
    expect(EventEnvelope.parse(e)).toEqual(envelope);
  });

  it('requires the envelope, a message and a known operation type', () => {
    const bad = LogAppended.safeParse({ message: '', operationType: 'mining', domain: null });
    expect(bad.success).toBe(false);
    const paths = bad.error!.issues.map((i) => i.path.join('.')).sort();
    expect(paths).toEqual(['actor', 'eventId', 'message', 'occurredAt', 'operationType', 'version']);
  });
});

describe('ResultChanged', () => {
  it('carries per-provider statuses and keeps them as given', () => {
    const e = ResultChanged.parse({
      ...envelope,
      resultId: 'r-1',
      operationType: 'cloudflare',
      domain: 'a.com',
      userId: 'u-1',
      teamTag: 'blue',
      statuses: { namecheap: 'Moved', cloudflare: 'Checked - Not Found' },
    });
    expect(e.statuses).toEqual({ namecheap: 'Moved', cloudflare: 'Checked - Not Found' });
  });

  it('rejects an unknown provider column', () => {
    const r = ResultChanged.safeParse({
      ...envelope,
      resultId: 'r-1',
      operationType: 'cloudflare',
      domain: 'a.com',
      userId: null,
      statuses: { godaddy: 'Success' },
    });
    expect(r.success).toBe(false);
  });
});
