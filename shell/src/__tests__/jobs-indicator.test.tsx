// Issue 31: the header's jobs button counts running jobs, marks failures, lists each job with done /
// failed counts and a link to its tab, and closes on Escape with focus back on the button.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient, useScopeStore } from '@dop/mf-kit';
import { installScriptedIdentity, type ScriptedIdentity } from '../features/auth/__tests__/helpers/scripted-identity';
import { JobsIndicator } from '../layout/jobs/jobs-indicator';

const now = new Date().toISOString();
const bulk = (id: string, done: number, failed: number, finished: boolean) => ({
  id,
  kind: 'add',
  total: 20,
  done,
  failed,
  pending: 20 - done - failed,
  createdAt: now,
  finished,
});
const server = (status: string) => ({ host: '10.0.0.1', username: 'root', status, error: null, exitCode: null });

let api: ScriptedIdentity;
// 'For Me': the jobs asked for are the user's own (the header switch decides, as for the panels).
beforeEach(() => act(() => useScopeStore.getState().setShowAllOperations(false)));
afterEach(() => api.restore());

function renderIndicator(went: string[] = []) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <JobsIndicator onNavigate={(p) => went.push(p)} />
    </QueryClientProvider>,
  );
}

it('counts running jobs, marks the one that failed, and lists each with counts and a link to its results', async () => {
  api = installScriptedIdentity({
    '/api/domains/bulk/jobs?showAll=false': { status: 200, body: { jobs: [bulk('a', 0, 20, true), bulk('b', 5, 1, false)] } },
    '/api/ssh/active-jobs?showAll=false': {
      status: 200,
      body: {
        jobs: [
          {
            id: 's1',
            status: 'running',
            servers: [server('completed'), server('running')],
            userId: 'u1',
            userName: 'anna',
            createdAt: now,
            startedAt: now,
            finishedAt: null,
          },
        ],
      },
    },
  });
  const went: string[] = [];
  renderIndicator(went);
  const button = await screen.findByRole('button', { name: 'Jobs: 2 running, 2 with failures' });
  act(() => fireEvent.click(button));
  const items = within(screen.getByRole('region', { name: 'Jobs' })).getAllByTestId('header-job');
  expect(items.map((i) => i.textContent)).toEqual([
    expect.stringContaining('Bulk add of 20 domains5 done, 1 failed of 20'),
    expect.stringContaining('SSH install on 2 servers1 done, 0 failed of 2'),
    expect.stringContaining('Bulk add of 20 domainsAll 20 failed'),
  ]);
  act(() => fireEvent.click(within(items[2] as HTMLElement).getByRole('link', { name: 'Show failures in Domains A records' })));
  expect(went).toEqual(['/']);
  expect(screen.queryByRole('region', { name: 'Jobs' })).toBeNull();
});

it('says when nothing runs, and closes on Escape with focus back on the button', async () => {
  api = installScriptedIdentity({
    '/api/domains/bulk/jobs?showAll=false': { status: 200, body: { jobs: [] } },
    '/api/ssh/active-jobs?showAll=false': { status: 403, body: { error: { code: 'forbidden', message: 'no' } } },
  });
  renderIndicator();
  const button = await screen.findByRole('button', { name: 'Jobs' });
  act(() => fireEvent.click(button));
  expect(await screen.findByText('No jobs running.')).toBeTruthy();
  expect(button.getAttribute('aria-expanded')).toBe('true');
  act(() => fireEvent.keyDown(document.body, { key: 'Escape' }));
  expect(screen.queryByRole('region', { name: 'Jobs' })).toBeNull();
  expect(document.activeElement).toBe(button);
});
