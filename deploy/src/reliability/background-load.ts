// What keeps running while faults are injected: a writer whose every acknowledged (2xx) write must
// survive, and the UI's polling (results every 2 s, logs every 15 s) whose failures are counted.
import type { ProductClient } from './product-client';

export class AckedWriter {
  readonly acked: string[] = [];
  refused = 0;
  private running = true;
  private readonly done: Promise<void>;

  constructor(client: ProductClient, intervalMs: number) {
    this.done = (async () => {
      for (let i = 0; this.running; i++) {
        const name = `ack-${i}`;
        const res = await client.tryCall('POST', '/api/auth/tokens', { name });
        if (res.status === 201) this.acked.push(name);
        else this.refused++;
        await new Promise((r) => setTimeout(r, intervalMs));
      }
    })();
  }

  async stop(): Promise<void> {
    this.running = false;
    await this.done;
  }
}

export class UiPoller {
  ok = 0;
  failed = 0;
  private readonly timers: NodeJS.Timeout[] = [];

  constructor(client: ProductClient) {
    const poll = (p: string) => () =>
      void client.tryCall('GET', p).then((r) => (r.status === 200 || r.status === 304 ? this.ok++ : this.failed++));
    this.timers.push(setInterval(poll('/api/results?showAll=true'), 2_000), setInterval(poll('/api/logs?showAll=true&limit=100'), 15_000));
  }

  stop(): void {
    for (const t of this.timers) clearInterval(t);
  }
}
