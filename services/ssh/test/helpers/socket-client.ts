// A test client of /ssh-ws: collects every message and waits for the ones a test needs.
import type { SshServerMessage } from '@dop/contracts/ssh';
import { signedHeaders, waitFor } from '@dop/service-testing';
import WebSocket from 'ws';

export interface TestSocket {
  ws: WebSocket;
  messages: SshServerMessage[];
  /** Every line received for the job, in arrival order. */
  lines(jobId: string): Array<{ seq: number; message: string }>;
  waitFor<T extends SshServerMessage['type']>(
    type: T,
    match?: (m: Extract<SshServerMessage, { type: T }>) => boolean,
  ): Promise<Extract<SshServerMessage, { type: T }>>;
  waitForLines(jobId: string, count: number): Promise<Array<{ seq: number; message: string }>>;
  subscribe(jobId: string, afterSeq?: number): void;
  closed: Promise<{ code: number; reason: string }>;
}

export async function openSocket(baseUrl: string, userId = 'u-ssh-1', query = ''): Promise<TestSocket> {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ssh-ws${query}`, {
    headers: signedHeaders({ userId, userName: `User ${userId}` }),
  });
  const messages: SshServerMessage[] = [];
  ws.on('message', (raw) => messages.push(JSON.parse(raw.toString())));
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const lines = (jobId: string) =>
    messages.flatMap((m) => (m.type === 'log_update' && m.jobId === jobId ? m.logs.map((l) => ({ seq: l.seq, message: l.message })) : []));
  return {
    ws,
    messages,
    lines,
    closed,
    waitFor: (type, match = () => true) =>
      waitFor(() => messages.find((m) => m.type === type && match(m as never)) as never, {
        timeoutMs: 30_000,
        what: `socket message ${type}`,
      }),
    waitForLines: (jobId, count) =>
      waitFor(() => lines(jobId).length >= count && lines(jobId), { timeoutMs: 30_000, what: `${count} lines` }),
    subscribe: (jobId, afterSeq = 0) => ws.send(JSON.stringify({ type: 'subscribe', jobId, afterSeq })),
  };
}
