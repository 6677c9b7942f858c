// A request through Node's own client with no agent, so hop-by-hop headers, bodies, slow reads and
// aborts are under the test's control (fetch would hide them).
import http, { type IncomingMessage } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

export interface RawCallOptions {
  method?: string;
  headers?: Record<string, string>;
  /** Written piece by piece, each waiting for 'drain' when the socket is full. */
  body?: Buffer[];
  /** Called with the answer before it is read, say to pause it for a while. */
  onAnswer?: (res: IncomingMessage) => void;
}

export function rawCall(url: string, opts: RawCallOptions = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: opts.method ?? 'GET', headers: opts.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
      opts.onAnswer?.(res);
    });
    req.on('error', reject);
    void (async () => {
      for (const piece of opts.body ?? []) {
        if (!req.write(piece)) await new Promise((r) => req.once('drain', r));
      }
      req.end();
    })();
  });
}
