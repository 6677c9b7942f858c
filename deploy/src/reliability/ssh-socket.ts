// A signed-in user's /ssh-ws socket through the real gateway (session cookie and this site's Origin,
// as the browser opens it): keeps every message it receives, so a test can wait for one and later
// check that nothing it was not meant to see ever arrived.
import type { SshServerMessage } from '@dop/contracts/ssh';
import { waitFor } from '@dop/service-testing';
import WebSocket from 'ws';
import type { SignedUpUser } from './sign-up';

export interface UserSocket {
  /** Every message, parsed, in arrival order. */
  messages: SshServerMessage[];
  /** Every message as it came over the wire, for "this text never arrived" checks. */
  raw: string[];
  subscribe(jobId: string): void;
  waitFor<T extends SshServerMessage['type']>(
    type: T,
    match?: (m: Extract<SshServerMessage, { type: T }>) => boolean,
  ): Promise<Extract<SshServerMessage, { type: T }>>;
  /** Closes with 1000 and resolves once the server answered the close: a socket left half-closed
   * would hold the ssh service's shutdown for ws's 30 s close timeout. */
  close(): Promise<void>;
}

export async function openUserSocket(gatewayUrl: string, user: SignedUpUser, showAll: boolean): Promise<UserSocket> {
  const ws = new WebSocket(`${gatewayUrl.replace(/^http/, 'ws')}/ssh-ws?showAll=${showAll}`, {
    headers: { cookie: user.cookie },
    origin: gatewayUrl,
  });
  const messages: SshServerMessage[] = [];
  const raw: string[] = [];
  const closed = new Promise<void>((resolve) => ws.once('close', () => resolve()));
  ws.on('message', (data) => {
    raw.push(data.toString());
    messages.push(JSON.parse(data.toString()) as SshServerMessage);
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    messages,
    raw,
    subscribe: (jobId) => ws.send(JSON.stringify({ type: 'subscribe', jobId, afterSeq: 0 })),
    waitFor: (type, match = () => true) =>
      waitFor(() => messages.find((m) => m.type === type && match(m as never)) as never, {
        timeoutMs: 20_000,
        what: `socket message ${type}`,
      }),
    close: () => {
      ws.close(1000);
      return closed;
    },
  };
}
