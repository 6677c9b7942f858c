import { act, fireEvent, render, screen } from '@testing-library/react';
import { Toaster } from '../toast/toaster';
import { toast, useToastStore } from '../toast/toast-store';

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
