import { spawn } from 'node:child_process';
import { processAlive } from '../src/process-alive';
import { waitFor } from '../src/wait-for';

test('a running process is alive; one that ended is not, even before it is reaped; nonsense pids are not', async () => {
  expect(processAlive(process.pid)).toBe(true);
  expect(processAlive(1)).toBe(true); // init: another user's (or ours as root), it answers either way
  const child = spawn('/bin/sh', ['-c', 'exit 0'], { stdio: 'ignore' });
  const pid = child.pid!;
  // Until Node reaps it, the ended child is a zombie: it must already count as gone.
  await waitFor(() => !processAlive(pid), { timeoutMs: 5000, what: 'the child to end' });
  for (const bad of [0, -1, 1.5, Number.NaN]) expect(processAlive(bad)).toBe(false);
});
