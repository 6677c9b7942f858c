// A test's own server (an HTTP target, a raw TCP peer) on a loopback port the OS picks: listening on
// port 0 and reading the port back leaves no gap in which another process could take it.
import type { AddressInfo, Server } from 'node:net';

/** Listens on 127.0.0.1, port 0; resolves with the port the server got. */
export function listenOnLoopback(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}
