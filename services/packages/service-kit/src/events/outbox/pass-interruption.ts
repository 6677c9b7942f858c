// Lets the relay end a pass that waits on JetStream acks the moment the connection drops (nats.js's
// publish takes no AbortSignal): each publish races the current interruption, and interrupt() rejects
// it and arms a fresh one for the next pass.
export class Interrupted extends Error {
  constructor() {
    super('NATS connection lost: the pass stops, and the next one starts once it is back');
  }
}

export class PassInterruption {
  private current = PassInterruption.arm();

  private static arm(): { promise: Promise<never>; reject: (err: Error) => void } {
    let reject!: (err: Error) => void;
    const promise = new Promise<never>((_, r) => (reject = r));
    promise.catch(() => undefined);
    return { promise, reject };
  }

  /** Rejects when the next interrupt() comes. */
  get signal(): Promise<never> {
    return this.current.promise;
  }

  interrupt(): void {
    const fired = this.current;
    this.current = PassInterruption.arm();
    fired.reject(new Interrupted());
  }
}
