import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { FormDialog } from '../components/form-dialog';
import { SwitchField } from '../components/switch-field';

/** A dialog whose submit records the switch's state, and can be shown busy. */
function Harness({ busy, sent }: { busy: boolean; sent: boolean[] }) {
  const [open, setOpen] = useState(true);
  const [active, setActive] = useState(false);
  return (
    <>
      <p data-testid="open">{String(open)}</p>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title="Add Account"
        submitLabel="Save"
        busyLabel="Saving..."
        busy={busy}
        onSubmit={() => sent.push(active)}
      >
        <SwitchField id="harness-active" label="Active" checked={active} onCheckedChange={setActive} />
      </FormDialog>
    </>
  );
}

describe('FormDialog with a SwitchField', () => {
  it('submits what the form holds, the switch named by its label', async () => {
    const sent: boolean[] = [];
    render(<Harness busy={false} sent={sent} />);
    const dialog = screen.getByRole('dialog', { name: 'Add Account' });
    const active = screen.getByRole('switch', { name: 'Active' });
    expect(dialog.contains(active)).toBe(true);
    await act(async () => fireEvent.click(active));
    expect(active.getAttribute('aria-checked')).toBe('true');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(sent).toEqual([true]);
  });

  it('shows the busy text on a disabled submit button while the call runs', () => {
    const sent: boolean[] = [];
    render(<Harness busy sent={sent} />);
    const submit = screen.getByRole('button', { name: 'Saving...' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.click(submit);
    expect(sent).toEqual([]);
  });

  it('Cancel closes it without submitting', async () => {
    const sent: boolean[] = [];
    render(<Harness busy={false} sent={sent} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('open').textContent).toBe('false');
    expect(sent).toEqual([]);
  });
});
