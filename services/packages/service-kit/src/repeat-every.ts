// Why our own: set-interval-async and toad-scheduler run an async task on a timer, but neither can be woken
// early (poke) nor says how a poke during a run is kept; this is a dozen lines over setTimeout.
// Runs a task again and again, one run at a time: the next starts `everyMs` after the last one ended, or
// at once when poked (a poke during a run starts another right after it). stop() cancels what is waiting
// and resolves once a run in progress has ended, so a closing service never cuts a run in half.

export interface RepeatingTask {
  /** Runs the task now (or right after the run in progress), then on the usual rhythm. */
  poke(): void;
  stop(): Promise<void>;
}

export interface RepeatOptions {
  /** Before the first run; default `everyMs`. */
  firstDelayMs?: number;
  /** A run that threw: the task runs again on the usual rhythm. */
  onError(err: unknown): void;
}

export function repeatEvery(everyMs: number, task: () => Promise<unknown>, opts: RepeatOptions): RepeatingTask {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const schedule = (delayMs: number) => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(run, delayMs);
  };
  function run(): void {
    timer = null;
    if (stopped || running) return;
    again = false;
    running = task()
      .then(
        () => undefined,
        (err: unknown) => opts.onError(err),
      )
      .finally(() => {
        running = null;
        schedule(again ? 0 : everyMs);
      });
  }

  schedule(opts.firstDelayMs ?? everyMs);
  return {
    poke() {
      if (stopped) return;
      if (running) again = true;
      else schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
