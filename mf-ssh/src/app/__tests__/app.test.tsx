import { screen } from '@testing-library/react';
import { renderWithShell } from '@dop/mf-kit/src/testing/render-with-shell';
import App, { TAB_TITLE, type SshAppProps } from '../App';
import { FakeSocket } from '../../features/ssh-install/__tests__/fake-socket';

describe('mf-ssh App', () => {
  it('renders its title and the three parts of spec 2 §2.12', () => {
    global.fetch = jest.fn(async () => ({
      ok: true,
      status: 200,
      headers: { get: () => 'application/json' },
      text: async () => '{"jobs":[]}',
    })) as unknown as typeof fetch;
    renderWithShell((props: SshAppProps) => <App {...props} createSocket={FakeSocket.create} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(TAB_TITLE);
    expect(TAB_TITLE).toBe('SSH');
    for (const title of ['Server list', 'Installation console', 'Active background jobs']) expect(screen.getByText(title)).toBeTruthy();
    expect(FakeSocket.latest().url).toBe('ws://localhost/ssh-ws?showAll=true');
  });
});
