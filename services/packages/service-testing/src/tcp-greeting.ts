// Servers that speak first (nats-server's INFO, sshd's version line) are ready once a fresh
// connection is greeted: a listening socket alone can still belong to a server that is starting.
import { connect as tcpConnect } from 'node:net';

/** True when a new connection to host:port is greeted with a line starting with `prefix` within 1 s. */
export function greetsWith(host: string, port: number, prefix: string): Promise<boolean> {
  return new Promise((resolve) => {
    const sock = tcpConnect({ host, port });
    const done = (ok: boolean) => {
      sock.destroy();
      resolve(ok);
    };
    sock.setTimeout(1000, () => done(false));
    sock.once('error', () => done(false));
    sock.once('data', (d) => done(d.toString().startsWith(prefix)));
  });
}
