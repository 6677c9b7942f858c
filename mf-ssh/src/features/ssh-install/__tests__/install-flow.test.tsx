import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithShell } from '@dop/mf-kit/src/testing/render-with-shell';
import { useToastStore } from '@dop/ui';
import App, { type SshAppProps } from '../../../app/App';
import { SSH_STORAGE_KEY, useSshStore } from '../stores/ssh-store';
import { FakeSocket } from './fake-socket';
import { JOB, logEntry as line, resetSshStore } from './ssh-fixtures';

const job = (status: string) => ({
  id: JOB,
  status,
  servers: [{ host: '203.0.113.5', username: 'root', status, error: null, exitCode: null }],
  userId: 'u1',
  userName: 'alice',
  createdAt: '2026-01-02T03:04:05.000Z',
  startedAt: null,
  finishedAt: null,
});

/** The ssh service as the tab sees it: install answers job-1, the job is running, no lines yet by poll. */
function installBackend(answer: object = { success: true, jobId: JOB, error: null }) {
  const posted: unknown[] = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    let body: unknown = { jobs: [] };
    if (url.startsWith('/api/ssh/background-install')) {
      posted.push(JSON.parse(String(init?.body)));
      body = answer;
    } else if (url.startsWith('/api/ssh/job-logs/')) body = { logs: [], job: job('running') };
    const status = 'error' in (body as object) && (body as { error: unknown }).error && !('success' in (body as object)) ? 400 : 200;
    return {
      ok: status === 200,
      status,
      statusText: 'OK',
      headers: { get: () => 'application/json' },
      text: async () => JSON.stringify(body),
    };
  }) as unknown as typeof fetch;
  return posted;
}

const TestApp = (props: SshAppProps) => <App {...props} createSocket={FakeSocket.create} />;

beforeEach(() => {
  resetSshStore();
  useToastStore.setState({ toasts: [] });
  FakeSocket.all = [];
});

test('rows: username fixed to root, add and remove, one always remains; empty fields give the spec message', async () => {
  const posted = installBackend();
  renderWithShell(TestApp);
  expect(screen.getByText('root')).toBeTruthy();
  expect((screen.getByRole('button', { name: 'Remove server 1' }) as HTMLButtonElement).disabled).toBe(true);
  fireEvent.click(screen.getByRole('button', { name: 'Add server' }));
  expect(screen.getAllByRole('listitem')).toHaveLength(2);
  fireEvent.change(screen.getByLabelText('IP 1'), { target: { value: '203.0.113.5' } });
  fireEvent.change(screen.getByLabelText('Password 1'), { target: { value: 's3cret' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Start installation' })));
  expect(screen.getByRole('alert').textContent).toBe('Заполните все поля IP и пароля');
  expect(posted).toEqual([]);
  fireEvent.click(screen.getByRole('button', { name: 'Remove server 2' }));
  expect(within(screen.getByRole('list', { name: 'Servers' })).getAllByRole('listitem')).toHaveLength(1);
  expect((screen.getByRole('button', { name: 'Remove server 1' }) as HTMLButtonElement).disabled).toBe(true);
});

test('an install: root in the request, lines from the socket in the console, failure ends the job with the spec texts', async () => {
  const posted = installBackend();
  renderWithShell(TestApp);
  act(() => FakeSocket.latest().open());
  fireEvent.change(screen.getByLabelText('IP 1'), { target: { value: ' 203.0.113.5 ' } });
  fireEvent.change(screen.getByLabelText('Password 1'), { target: { value: 's3cret' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Start installation' })));
  expect(posted).toEqual([{ servers: [{ host: '203.0.113.5', username: 'root', password: 's3cret' }] }]);
  await waitFor(() => expect(FakeSocket.latest().sent).toContainEqual({ type: 'subscribe', jobId: JOB, afterSeq: 0 }));

  act(() => FakeSocket.latest().message({ type: 'active_jobs', jobs: [job('running')] }));
  expect(within(await screen.findByRole('list', { name: 'Active background jobs' })).getByText(JOB)).toBeTruthy();
  act(() =>
    FakeSocket.latest().message({ type: 'log_update', jobId: JOB, logs: [line(1, 'Installation started', null), line(2, 'step 1')] }),
  );
  act(() => FakeSocket.latest().message({ type: 'log_update', jobId: JOB, logs: [line(2, 'step 1'), line(3, 'step 2')] }));
  const consoleLog = screen.getByRole('log', { name: 'Installation console' });
  expect(
    within(consoleLog)
      .getAllByText(/step|Installation started/)
      .map((p) => p.textContent),
  ).toEqual(['Installation started', '[203.0.113.5] step 1', '[203.0.113.5] step 2']);

  // The form and the console survive a reload (no password in storage).
  const stored = localStorage.getItem(SSH_STORAGE_KEY) ?? '';
  expect(JSON.parse(stored).state).toMatchObject({ currentJobId: JOB, lastSeq: 3, ips: [' 203.0.113.5 '] });
  expect(stored).not.toContain('s3cret');

  const message = '1 of 1 servers failed: 203.0.113.5 (Authentication failed for root@203.0.113.5: wrong user name or password)';
  act(() => FakeSocket.latest().message({ type: 'job_completed', jobId: JOB, status: 'failed', servers: job('failed').servers, message }));
  expect(within(consoleLog).getByText(`Критическая ошибка: ${message}`)).toBeTruthy();
  expect(useToastStore.getState().toasts).toEqual([
    expect.objectContaining({ title: 'Произошла ошибка при установке', description: message }),
  ]);
  expect(useSshStore.getState().currentJobId).toBeNull();
  // A second completion of the same job (the poll saw it too) changes nothing.
  act(() => FakeSocket.latest().message({ type: 'job_completed', jobId: JOB, status: 'failed', servers: [], message }));
  expect(useToastStore.getState().toasts).toHaveLength(1);
  act(() => FakeSocket.latest().message({ type: 'active_jobs', jobs: [] }));
  expect(await screen.findByText('No active background jobs')).toBeTruthy();
});

test('a successful completion clears the job id and shows a success notice', async () => {
  installBackend();
  useSshStore.setState({ currentJobId: JOB, lastSeq: 5, lines: [{ key: 'k', text: 'earlier line', level: 'info' }] });
  renderWithShell(TestApp);
  expect(screen.getByText('earlier line')).toBeTruthy();
  act(() => FakeSocket.latest().open());
  expect(FakeSocket.latest().sent).toEqual([{ type: 'subscribe', jobId: JOB, afterSeq: 5 }]);
  act(() =>
    FakeSocket.latest().message({
      type: 'job_completed',
      jobId: JOB,
      status: 'completed',
      servers: [],
      message: '1 of 1 servers completed',
    }),
  );
  expect(screen.getByText('Установка завершена: 1 of 1 servers completed')).toBeTruthy();
  expect(useToastStore.getState().toasts[0]).toMatchObject({ title: 'Установка завершена' });
  expect(useSshStore.getState().currentJobId).toBeNull();
});

test('a refused install shows the server message as the failure toast and in the console', async () => {
  installBackend({ error: { code: 'address_refused', message: '169.254.169.254 is link-local (cloud metadata); refused' } });
  renderWithShell(TestApp);
  fireEvent.change(screen.getByLabelText('IP 1'), { target: { value: '169.254.169.254' } });
  fireEvent.change(screen.getByLabelText('Password 1'), { target: { value: 'x' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Start installation' })));
  expect(screen.getByText('Критическая ошибка: 169.254.169.254 is link-local (cloud metadata); refused')).toBeTruthy();
  expect(useToastStore.getState().toasts[0]).toMatchObject({ title: 'Произошла ошибка при установке', variant: 'destructive' });
  expect(useSshStore.getState().currentJobId).toBeNull();
});

test('the connection state shows reconnect attempts', async () => {
  installBackend();
  renderWithShell(TestApp);
  act(() => FakeSocket.latest().open());
  expect(screen.getByRole('status', { name: 'Live connection' }).textContent).toBe('Live');
  act(() => FakeSocket.latest().drop(1006));
  expect(screen.getByRole('status', { name: 'Live connection' }).textContent).toBe('Reconnecting (attempt 1 of 5)');
});
