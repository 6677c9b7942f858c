// Issue 31: servers pasted as "ip password" lines become rows (blank rows replaced); bad lines are
// named by their number and nothing is added; the install request carries every pasted server.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithShell } from '@dop/mf-kit/src/testing/render-with-shell';
import App, { type SshAppProps } from '../../../app/App';
import { parseServerLines } from '../lib/paste-servers';
import { FakeSocket } from './fake-socket';
import { resetSshStore } from './ssh-fixtures';

const TestApp = (props: SshAppProps) => <App {...props} createSocket={FakeSocket.create} />;

describe('parseServerLines', () => {
  it('reads ip and password per line, skipping empty lines; the password keeps inner spaces', () => {
    expect(parseServerLines('203.0.113.10 s3cret\n\n  203.0.113.11   pass with space  \r\n')).toEqual({
      servers: [
        { ip: '203.0.113.10', password: 's3cret' },
        { ip: '203.0.113.11', password: 'pass with space' },
      ],
      problems: [],
    });
  });
  it('names bad lines by number', () => {
    expect(parseServerLines('203.0.113.10\n\nhost.example pw\n203.0.113.12 ok').problems).toEqual([
      'Line 1: expected "ip password"',
      "Line 3: 'host.example' is not an IPv4 address",
    ]);
  });
});

test('pasted lines become rows and go into the install request', async () => {
  resetSshStore();
  FakeSocket.all = [];
  const posted: unknown[] = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (url.startsWith('/api/ssh/background-install')) posted.push(JSON.parse(String(init?.body)));
    const body = url.startsWith('/api/ssh/background-install') ? { success: true, jobId: 'job-9', error: null } : { jobs: [], logs: [] };
    return { ok: true, status: 200, statusText: 'OK', headers: { get: () => 'application/json' }, text: async () => JSON.stringify(body) };
  }) as unknown as typeof fetch;
  renderWithShell(TestApp);
  const paste = screen.getByLabelText('Paste servers (ip password, one per line)');
  fireEvent.change(paste, { target: { value: '203.0.113.10 a\nnot-an-ip b' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add pasted servers' }));
  expect(screen.getByRole('alert').textContent).toBe("Line 2: 'not-an-ip' is not an IPv4 address");
  expect(within(screen.getByRole('list', { name: 'Servers' })).getAllByRole('listitem')).toHaveLength(1);
  fireEvent.change(paste, { target: { value: '203.0.113.10 a\n203.0.113.11 b' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add pasted servers' }));
  expect(within(screen.getByRole('list', { name: 'Servers' })).getAllByRole('listitem')).toHaveLength(2);
  expect((screen.getByLabelText('IP 2') as HTMLInputElement).value).toBe('203.0.113.11');
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Start installation' })));
  expect(posted).toEqual([
    {
      servers: [
        { host: '203.0.113.10', username: 'root', password: 'a' },
        { host: '203.0.113.11', username: 'root', password: 'b' },
      ],
    },
  ]);
});
