import { act, fireEvent, render, screen } from '@testing-library/react';
import { Toaster } from '../toast/toaster';
import { toast, useToastStore } from '../toast/toast-store';
import { toastAfterCurrent } from '../toast/toast-after-current';

afterEach(() => act(() => useToastStore.getState().clear()));

describe('toasts', () => {
  it('shows one toast at a time, the newest replacing the older', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Account added', description: 'Namecheap account has been added successfully' });
      toast({ title: 'Ошибка', description: 'Не удалось обновить домен.', variant: 'destructive' });
    });
    expect(useToastStore.getState().toasts.map((t) => t.title)).toEqual(['Ошибка']);
    expect(screen.getByText('Не удалось обновить домен.').textContent).toBe('Не удалось обновить домен.');
    expect(screen.queryByText('Account added')).toBeNull();
  });

  it('removes a toast when its close button is pressed', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Records updated' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(useToastStore.getState().toasts).toEqual([]);
    expect(screen.queryByText('Records updated')).toBeNull();
  });

  it('runs a toast action', () => {
    const clicks: string[] = [];
    render(<Toaster />);
    act(() => {
      toast({ title: 'New version available', action: { label: 'Reload', onClick: () => clicks.push('reload') } });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(clicks).toEqual(['reload']);
  });
});

describe('toastAfterCurrent (issue 31: an outcome after the result toast)', () => {
  it('shows at once when nothing is on screen, and otherwise after the toast on screen has gone', () => {
    const store = useToastStore;
    store.getState().clear();
    toastAfterCurrent({ title: 'first outcome' });
    expect(store.getState().toasts.map((t) => t.title)).toEqual(['first outcome']);
    toastAfterCurrent({ title: 'second outcome' });
    expect(store.getState().toasts.map((t) => t.title)).toEqual(['first outcome']);
    store.getState().dismiss(store.getState().toasts[0]?.id ?? 0);
    expect(store.getState().toasts.map((t) => t.title)).toEqual(['second outcome']);
  });
});
