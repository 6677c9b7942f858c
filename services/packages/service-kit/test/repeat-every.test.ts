// repeatEvery: one run at a time on its rhythm, woken early by poke (kept when it comes during a run),
// errors reported and survived, and stop() waiting for a run in progress. The tests wait for runs to
// happen rather than counting them in a time window, so a loaded machine makes them slower, not red.
import { repeatEvery } from '../src/repeat-every';

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Resolves once `count()` reaches n; fails the test after 10 s. */
async function until(count: () => number, n: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (count() < n) {
    if (Date.now() > deadline) throw new Error(`only ${count()} of ${n} runs`);
    await tick(5);
  }
}

test('runs after the first delay, then every interval after each run ends, never two at once', async () => {
  const spans: { start: number; end: number }[] = [];
  let inFlight = 0;
  let most = 0;
  const task = repeatEvery(
    30,
    async () => {
      const span = { start: Date.now(), end: 0 };
      inFlight += 1;
      most = Math.max(most, inFlight);
      await tick(20);
      inFlight -= 1;
      span.end = Date.now();
      spans.push(span);
    },
    { firstDelayMs: 0, onError: () => undefined },
  );
  await until(() => spans.length, 4);
  await task.stop();
  expect(most).toBe(1);
  // Each run starts at least the interval after the previous one ended (a timer may fire 1 ms early).
  for (let i = 1; i < spans.length; i += 1) expect(spans[i].start - spans[i - 1].end).toBeGreaterThanOrEqual(29);
});

test('a poke runs at once when idle, and right after the run in progress when busy', async () => {
  let runs = 0;
  let release: () => void = () => undefined;
  const task = repeatEvery(
    60_000,
    async () => {
      runs += 1;
      if (runs === 1) await new Promise<void>((r) => (release = r));
    },
    { onError: () => undefined },
  );
  task.poke();
  await until(() => runs, 1); // running, held; a minute before the rhythm would run it
  task.poke(); // during the run: kept
  await tick(20);
  expect(runs).toBe(1);
  release();
  await until(() => runs, 2);
  await task.stop();
});

test('a run that throws is reported and the task goes on; stop() waits for a run in progress and nothing runs after it', async () => {
  const errors: unknown[] = [];
  let runs = 0;
  let ended = false;
  const task = repeatEvery(
    10,
    async () => {
      runs += 1;
      if (runs === 1) throw new Error('first run fails');
      await tick(30);
      ended = true;
    },
    { firstDelayMs: 0, onError: (err) => errors.push(err) },
  );
  await until(() => runs, 2); // the first run failed, the second is in progress
  await task.stop();
  expect(ended).toBe(true);
  expect(errors).toEqual([new Error('first run fails')]);
  const after = runs;
  await tick(50);
  expect(runs).toBe(after);
  task.poke();
  await tick(10);
  expect(runs).toBe(after);
});
