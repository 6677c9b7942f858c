// The one free-port helper, for tests (through service-testing) and deploy's supervisor. Hand-written:
// get-port and portfinder hand out ports in the ephemeral range, which is the race described next.
// Ports are chosen at run time so parallel test files never collide. They come from below the
// kernel's ephemeral range: a port the OS hands out for listen(0) is in that range, and so is the
// source port of every outgoing connection, which could take it between our check and the moment a
// spawned server (nats-server, pdns_server, sshd, a service) binds it.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

const LOWEST = 10_000;
const TRIES = 50;

/** The first port of the ephemeral range (Linux default 32768). */
function ephemeralStart(): number {
  try {
    const first = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    return Number.isInteger(first) && first > LOWEST + 1000 ? first : 32_768;
  } catch {
    return 32_768;
  }
}

const below = ephemeralStart();

/** Listens on `port` (0: any) for a moment; the port it got, or null when that one is taken. */
function tryPort(port: number, host: string): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.once('error', (err: NodeJS.ErrnoException) => (err.code === 'EADDRINUSE' || err.code === 'EACCES' ? resolve(null) : reject(err)));
    srv.listen(port, host, () => {
      const addr = srv.address();
      const got = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(got));
    });
  });
}

export async function freePort(host = '127.0.0.1'): Promise<number> {
  for (let i = 0; i < TRIES; i++) {
    const got = await tryPort(LOWEST + Math.floor(Math.random() * (below - LOWEST)), host);
    if (got !== null) return got;
  }
  // Every pick taken (a very busy machine): any port the OS gives.
  const got = await tryPort(0, host);
  if (got === null) throw new Error('no free port');
  return got;
}
