import { MAX_CONSOLE_LINES, SSH_STORAGE_KEY, STORED_LINE_CHARS, STORED_LINES, useSshStore } from '../stores/ssh-store';
import { logEntry as entry, resetSshStore } from './ssh-fixtures';

beforeEach(resetSshStore);

test('lines of the followed job only, each seq once and in order', () => {
  const s = useSshStore.getState();
  s.addLogs('job-1', [entry(1)]);
  expect(useSshStore.getState().lines).toEqual([]);
  s.startJob('job-1');
  s.addLogs('job-1', [entry(2), entry(1)]);
  s.addLogs('job-1', [entry(2), entry(3)]);
  s.addLogs('job-2', [entry(4)]);
  expect(useSshStore.getState().lines.map((l) => l.text)).toEqual(['[203.0.113.5] line 1', '[203.0.113.5] line 2', '[203.0.113.5] line 3']);
  expect(useSshStore.getState().lastSeq).toBe(3);
  expect(useSshStore.getState().endJob('job-2')).toBe(false);
  expect(useSshStore.getState().endJob('job-1')).toBe(true);
  expect(useSshStore.getState().currentJobId).toBeNull();
});

test('the console keeps the newest lines; storage keeps fewer and shorter ones', () => {
  const s = useSshStore.getState();
  s.startJob('job-1');
  s.addLogs(
    'job-1',
    Array.from({ length: MAX_CONSOLE_LINES + 10 }, (_, i) => entry(i + 1, 'x'.repeat(1000))),
  );
  const { lines } = useSshStore.getState();
  expect(lines).toHaveLength(MAX_CONSOLE_LINES);
  expect(lines[0].key).toBe('job-1:11');
  const stored = JSON.parse(localStorage.getItem(SSH_STORAGE_KEY) ?? '{}').state;
  expect(stored.lines).toHaveLength(STORED_LINES);
  expect(stored.lines[STORED_LINES - 1].text).toHaveLength(STORED_LINE_CHARS);
  expect(stored.lastSeq).toBe(MAX_CONSOLE_LINES + 10);
});
