// Hand-written: get-port is ESM-only and picks in the ephemeral range; this is a Set of handed-out ports over service-kit's freePort.
// Free loopback ports chosen at run time by service-kit's freePort (the one helper, shared with the
// tests); we remember what we handed out so two children of one run never get the same port even if
// neither has bound it yet.
import net from 'node:net';
import { freePort } from '@dop/service-kit/src/free-port';

export function isPortFree(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ host, port, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

export class PortAllocator {
  private readonly given = new Set<number>();

  constructor(private readonly host: string) {}

  /** Reserves a specific port for this run (e.g. PORT for the gateway). */
  claim(port: number): void {
    this.given.add(port);
  }

  async next(): Promise<number> {
    for (let attempt = 0; attempt < 50; attempt++) {
      const port = await freePort(this.host);
      if (!this.given.has(port)) {
        this.given.add(port);
        return port;
      }
    }
    throw new Error(`could not find a free port on ${this.host}`);
  }
}
