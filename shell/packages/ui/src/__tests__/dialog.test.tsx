import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Button } from '../components/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '../components/dialog';
import { ErrorCard } from '../components/error-card';

describe('Dialog', () => {
  it('opens as a labelled modal, closes on Escape and returns focus to its trigger', async () => {
    render(
      <Dialog>
        <DialogTrigger asChild>
          <Button>Change name</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogTitle>Display name</DialogTitle>
          <DialogDescription>Shown in the header greeting.</DialogDescription>
          <input aria-label="Name" />
        </DialogContent>
      </Dialog>,
    );
    const trigger = screen.getByRole('button', { name: 'Change name' });
    await act(async () => fireEvent.click(trigger));

    const dialog = screen.getByRole('dialog', { name: 'Display name' });
    expect(dialog.getAttribute('aria-describedby')).toBe(screen.getByText('Shown in the header greeting.').id);
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(screen.getByRole('button', { name: 'Close' }).closest('[role="dialog"]')).toBe(dialog);

    await act(async () => fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Radix gives focus back in a timer after the unmount, which a loaded machine may run after act returns.
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });
});

describe('ErrorCard', () => {
  it('is an alert with its title, message and a Retry button that calls back', () => {
    const retries: number[] = [];
    render(<ErrorCard title="Failed to load ENV" message="503: Service Unavailable" onRetry={() => retries.push(1)} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Failed to load ENV');
    expect(alert.textContent).toContain('503: Service Unavailable');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retries).toEqual([1]);
  });

  it('has no button when there is nothing to retry', () => {
    render(<ErrorCard title="Error" message="gone" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('Dialog opened from state', () => {
  function RowWithDialog() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Edit example.com</Button>
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogContent>
            <DialogTitle>Edit</DialogTitle>
            <DialogDescription>No trigger: opened by a row&apos;s button.</DialogDescription>
            <input aria-label="IP" />
          </DialogContent>
        </Dialog>
      </>
    );
  }

  it('returns focus to the element that opened it, not to the page body', async () => {
    render(<RowWithDialog />);
    const opener = screen.getByRole('button', { name: 'Edit example.com' });
    opener.focus();
    await act(async () => fireEvent.click(opener));
    const dialog = screen.getByRole('dialog', { name: 'Edit' });
    expect(dialog.contains(document.activeElement)).toBe(true);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Close' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
