import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@dop/mf-kit';
import { useToastStore } from '@dop/ui';
import { DisplayNameDialog } from '../components/display-name-dialog';
import { SESSION_QUERY_KEY } from '../hooks/use-session';
import { installScriptedIdentity, USER, type ScriptedIdentity } from './helpers/scripted-identity';

let identity: ScriptedIdentity;
afterEach(() => identity.restore());

function renderDialog(current = 'Анна') {
  useToastStore.getState().clear();
  const queryClient = createQueryClient();
  const closes: boolean[] = [];
  render(
    <QueryClientProvider client={queryClient}>
      <DisplayNameDialog open current={current} onOpenChange={(open) => closes.push(open)} />
    </QueryClientProvider>,
  );
  return {
    queryClient,
    closes,
    input: screen.getByRole('textbox', { name: 'Display name' }) as HTMLInputElement,
    save: screen.getByRole('button', { name: 'Save' }),
  };
}

describe('display-name dialog', () => {
  it('refuses a blank name, sends the trimmed one and puts the answered user into the session', async () => {
    identity = installScriptedIdentity({
      '/api/auth/update-display-name': (body) => ({
        status: 200,
        body: { user: { ...USER, displayName: (body as { displayName: string }).displayName }, message: 'Display name updated' },
      }),
    });
    const { queryClient, closes, input, save } = renderDialog();
    expect(input.value).toBe('Анна');
    fireEvent.change(input, { target: { value: '   ' } });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Display name must not be empty')).toBeTruthy();
    fireEvent.submit(input.form!);
    expect(identity.requests).toHaveLength(0);

    fireEvent.change(input, { target: { value: '  Анна Т.  ' } });
    fireEvent.click(save);
    await waitFor(() => expect(closes).toEqual([false]));
    expect(identity.requests[0]?.body).toEqual({ displayName: 'Анна Т.' });
    expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toMatchObject({ displayName: 'Анна Т.' });
  });

  it("a failure shows the server's message, else 'Update failed', and keeps the dialog open", async () => {
    identity = installScriptedIdentity({ '/api/auth/update-display-name': { status: 500 } });
    const { closes, save } = renderDialog();
    fireEvent.click(save);
    await waitFor(() =>
      expect(useToastStore.getState().toasts[0]).toMatchObject({ title: 'Error', description: 'Update failed', variant: 'destructive' }),
    );
    expect(closes).toEqual([]);
  });

  it('opens on an empty name without the error; it shows once the user types or saves (issue 31)', () => {
    identity = installScriptedIdentity({});
    const { input, save } = renderDialog('');
    expect(screen.queryByText('Display name must not be empty')).toBeNull();
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.submit(input.form!);
    expect(screen.getByText('Display name must not be empty')).toBeTruthy();
    expect(identity.requests).toHaveLength(0);
  });
});
