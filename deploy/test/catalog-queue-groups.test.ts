// Replicas must not do a job twice (issue 15): JetStream work goes through service-kit's consume()
// with a fixed durable name, shared by every replica; request/reply subscriptions must join a queue
// group. This reads every core-NATS subscription in the services and the gateway.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findSubscriptions } from '../src/catalog/subscriptions';

const root = path.resolve(__dirname, '../..');

test('every subscription that handles requests joins a queue group', () => {
  const handlers = findSubscriptions(root).filter((s) => s.handles);
  // identity's session resolver and the registrars' RPC responders at least.
  expect(handlers.map((s) => s.component)).toEqual(expect.arrayContaining(['identity', 'registrars']));
  expect(handlers.filter((s) => !s.queue).map((s) => `${s.file}:${s.line}`)).toEqual([]);
});

test('a handler without a queue group is found; a bare fan-out listener is not a handler', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'subs-'));
  try {
    fs.mkdirSync(path.join(tmp, 'services/demo/src'), { recursive: true });
    fs.writeFileSync(
      path.join(tmp, 'services/demo/src/rpc.ts'),
      [
        "nc.subscribe('demo.rpc.a', { queue: 'demo', callback: () => undefined });",
        "nc.subscribe('demo.rpc.b', { callback: () => undefined });",
        "nc.subscribe('demo.live.c');",
      ].join('\n'),
    );
    const subs = findSubscriptions(tmp).map(({ line, handles, queue }) => ({ line, handles, queue }));
    expect(subs).toEqual([
      { line: 1, handles: true, queue: "'demo'" },
      { line: 2, handles: true, queue: undefined },
      { line: 3, handles: false, queue: undefined },
    ]);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
});
