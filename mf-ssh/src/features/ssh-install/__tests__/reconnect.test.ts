import { reconnectDelay, RECONNECT, shouldReconnect } from '../lib/reconnect-policy';
import { SshSocket, sshSocketUrl, type SocketStatus } from '../lib/ssh-socket';
import { FakeSocket } from './fake-socket';

class FakeDoc {
  visibilityState: 'visible' | 'hidden' = 'visible';
  private listener: (() => void) | null = null;
  addEventListener(_type: string, fn: () => void) {
    this.listener = fn;
  }
  removeEventListener() {
    this.listener = null;
  }
  show() {
    this.visibilityState = 'visible';
    this.listener?.();
  }
}

function setup(subscription: { jobId: string; afterSeq: number } | null = null) {
  const statuses: Array<[SocketStatus, number]> = [];
  const doc = new FakeDoc();
  const socket = new SshSocket({
    url: 'ws://panel/ssh-ws?showAll=true',
    createSocket: FakeSocket.create,
    doc: doc as unknown as Document,
    onStatus: (s, a) => statuses.push([s, a]),
    onMessage: () => undefined,
    subscription: () => subscription,
  });
  socket.start();
  return { socket, statuses, doc };
}

beforeEach(() => {
  FakeSocket.all = [];
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

test('backoff: 3 s, then ×1.5, capped at 30 s, five attempts; code 1000 never reconnects', () => {
  expect([1, 2, 3, 4, 5].map(reconnectDelay)).toEqual([3000, 4500, 6750, 10125, 15187.5]);
  expect(reconnectDelay(6)).toBeNull();
  expect(RECONNECT).toEqual({ firstDelayMs: 3000, factor: 1.5, maxDelayMs: 30_000, maxAttempts: 5 });
  expect(shouldReconnect(1000)).toBe(false);
  expect(shouldReconnect(1006)).toBe(true);
  expect(sshSocketUrl({ protocol: 'https:', host: 'ops.example' })).toBe('wss://ops.example/ssh-ws?showAll=true');
});

test('a dropped connection is retried on the backoff schedule, at most 5 times', () => {
  const { statuses } = setup();
  FakeSocket.latest().open();
  FakeSocket.latest().drop(1006);
  for (const delay of [3000, 4500, 6750, 10125, 15187.5]) {
    const before = FakeSocket.all.length;
    jest.advanceTimersByTime(delay - 1);
    expect(FakeSocket.all.length).toBe(before);
    jest.advanceTimersByTime(1);
    expect(FakeSocket.all.length).toBe(before + 1);
    FakeSocket.latest().drop(1006);
  }
  jest.advanceTimersByTime(60_000);
  expect(FakeSocket.all.length).toBe(6);
  expect(statuses[statuses.length - 1]).toEqual(['gave-up', 5]);
});

test('an open resets the attempts and subscribes from the last seq shown', () => {
  setup({ jobId: 'job-1', afterSeq: 42 });
  FakeSocket.latest().drop(1006);
  jest.advanceTimersByTime(3000);
  FakeSocket.latest().open();
  expect(FakeSocket.latest().sent).toEqual([{ type: 'subscribe', jobId: 'job-1', afterSeq: 42 }]);
  FakeSocket.latest().drop(1001);
  jest.advanceTimersByTime(2999);
  expect(FakeSocket.all.length).toBe(2);
  jest.advanceTimersByTime(1);
  expect(FakeSocket.all.length).toBe(3);
});

test('no reconnect after a 1000 close; the tab becoming visible reconnects at once', () => {
  const { statuses, doc } = setup();
  FakeSocket.latest().open();
  FakeSocket.latest().drop(1000);
  jest.advanceTimersByTime(120_000);
  expect(FakeSocket.all.length).toBe(1);
  expect(statuses[statuses.length - 1]).toEqual(['closed', 0]);
  doc.show();
  expect(FakeSocket.all.length).toBe(2);
});

test('after giving up, the tab becoming visible starts a fresh connection; stop closes with 1000', () => {
  const { socket, doc } = setup();
  FakeSocket.latest().drop(1006);
  for (let i = 0; i < 5; i++) {
    jest.advanceTimersByTime(30_000);
    FakeSocket.latest().drop(1006);
  }
  expect(FakeSocket.all.length).toBe(6);
  doc.show();
  expect(FakeSocket.all.length).toBe(7);
  FakeSocket.latest().open();
  socket.stop();
  expect(FakeSocket.latest().closedWith).toBe(1000);
});
