// Hand-written: DataLoader batches reads within one tick; no library gathers writes for a delay or up to a size and settles each caller.
// Groups items that arrive close together into one write: a JetStream consumer hands events over one
// by one, while Mongo takes a thousand documents in one round trip about as fast as one.

export interface MicroBatcherOptions {
  maxSize: number;
  /** Longest an item waits for others before its batch is written anyway. */
  maxDelayMs: number;
}

interface Pending<T> {
  item: T;
  resolve: () => void;
  reject: (err: unknown) => void;
}

/**
 * add() resolves once the batch holding the item was written, or rejects with the write's error,
 * so a consumer acks only stored events. Batches are written one at a time, never concurrently:
 * writers that read-modify-write rows never race themselves.
 */
export class MicroBatcher<T> {
  private queue: Pending<T>[] = [];
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly write: (items: T[]) => Promise<void>,
    private readonly opts: MicroBatcherOptions,
  ) {}

  add(item: T): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      if (this.queue.length >= this.opts.maxSize) this.kick();
      else this.timer ??= setTimeout(() => this.kick(), this.opts.maxDelayMs);
    });
  }

  /** Writes whatever is queued and waits for it. */
  async flush(): Promise<void> {
    while (this.queue.length > 0 || this.running) {
      this.kick();
      await this.running;
    }
  }

  private kick(): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    if (this.running || this.queue.length === 0) return;
    const batch = this.queue.splice(0, this.opts.maxSize);
    this.running = this.write(batch.map((p) => p.item)).then(
      () => batch.forEach((p) => p.resolve()),
      (err) => batch.forEach((p) => p.reject(err)),
    );
    void this.running.finally(() => {
      this.running = undefined;
      if (this.queue.length >= this.opts.maxSize) this.kick();
      else if (this.queue.length > 0) this.timer ??= setTimeout(() => this.kick(), this.opts.maxDelayMs);
    });
  }
}
