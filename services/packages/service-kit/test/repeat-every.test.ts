// repeatEvery: one run at a time on its rhythm, woken early by poke (kept when it comes during a run),
// errors reported and survived, and stop() waiting for a run in progress.
import { repeatEvery } from '../src/repeat-every';

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

test('runs after the first delay, then every interval after each run ends, never two at once', async () => {
  let runs = 0;
  let inFlight = 0;
  let most = 0;
  const task = repeatEvery(
    30,
    async () => {
      runs += 1;
      inFlight += 1;
      most = Math.max(most, inFlight);
      await tick(20);
      inFlight -= 1;
    },
    { firstDelayMs: 0, onError: () => undefined },
  );
  await tick(200);
  await task.stop();
  expect(runs).toBeGreaterThanOrEqual(2);
  expect(runs).toBeLessThanOrEqual(5); // each cycle is a 20 ms run plus the 30 ms wait
  expect(most).toBe(1);
});

test('a poke runs at once when idle, and right after the run in progress when busy', async () => {
  const started: number[] = [];
  let release: () => void = () => undefined;
  const task = repeatEvery(
    60_000,
    async () => {
      started.push(Date.now());
      if (started.length === 1) await new Promise<void>((r) => (release = r));
    },
    { onError: () => undefined },
  );
  task.poke();
  await tick(20);
  expect(started).toHaveLength(1); // running, held
  task.poke(); // during the run: kept
  await tick(20);
  expect(started).toHaveLength(1);
  release();
  await tick(20);
  expect(started).toHaveLength(2);
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
  await tick(25); // the first run failed, the second is in progress
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
