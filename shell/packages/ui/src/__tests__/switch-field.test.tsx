import { fireEvent, render, screen } from '@testing-library/react';
import { SwitchField } from '../components/switch-field';

describe('SwitchField', () => {
  it('is named by its label and reports a click', () => {
    const seen: boolean[] = [];
    render(<SwitchField id="sf-active" label="Active" checked={false} onCheckedChange={(v) => seen.push(v)} />);
    fireEvent.click(screen.getByRole('switch', { name: 'Active' }));
    expect(seen).toEqual([true]);
  });

  it('ignores clicks while disabled', () => {
    const seen: boolean[] = [];
    render(<SwitchField id="sf-2fa" label="Enable 2FA" checked disabled onCheckedChange={(v) => seen.push(v)} />);
    const field = screen.getByRole('switch', { name: 'Enable 2FA' }) as HTMLButtonElement;
    expect(field.disabled).toBe(true);
    fireEvent.click(field);
    expect(seen).toEqual([]);
    expect(field.getAttribute('aria-checked')).toBe('true');
  });
});
