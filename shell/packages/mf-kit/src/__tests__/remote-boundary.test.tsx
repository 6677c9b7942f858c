import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { RemoteBoundary } from '../remote/remote-boundary';

function Hello({ name }: { name: string }) {
  return <h1>Hello {name}</h1>;
}

function Broken(): never {
  throw new Error('render exploded');
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('RemoteBoundary', () => {
  it('shows a spinner, then the remote with its props', async () => {
    render(<RemoteBoundary load={async () => Hello} props={{ name: 'ENV' }} title="ENV" />);
    expect(screen.getByRole('status').textContent).toContain('Загрузка...');
    expect((await screen.findByRole('heading')).textContent).toBe('Hello ENV');
  });

  it('shows the error card on a failed load and loads again on Retry', async () => {
    const attempts: number[] = [];
    const load = async (attempt: number): Promise<ComponentType<{ name: string }>> => {
      attempts.push(attempt);
      if (attempt === 0) throw new Error('Failed to load script /remotes/mf-env/remoteEntry.js');
      return Hello;
    };
    render(<RemoteBoundary load={load} props={{ name: 'again' }} title="ENV" />);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load ENV');
    expect(alert.textContent).toContain('/remotes/mf-env/remoteEntry.js');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect((await screen.findByRole('heading')).textContent).toBe('Hello again');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(attempts).toEqual([0, 1]);
  });

  it('contains a remote that crashes while rendering', async () => {
    render(
      <div>
        <p>outside</p>
        <RemoteBoundary load={async () => Broken} props={{}} title="SSH" />
      </div>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('render exploded');
    expect(screen.getByText('outside').textContent).toBe('outside');
  });
});
