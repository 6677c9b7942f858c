import { fireEvent, render, screen } from '@testing-library/react';
import { IconButton } from '../components/icon-button';
import { EyeIcon, TrashIcon } from '../components/icons';
import { TableScroll } from '../components/table-scroll';

describe('IconButton', () => {
  it('is a button named by its aria-label, with an SVG icon hidden from assistive technology', () => {
    const clicks: string[] = [];
    render(<IconButton icon={TrashIcon} aria-label="Delete" onClick={() => clicks.push('delete')} />);
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button.getAttribute('type')).toBe('button');
    const svg = button.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(button.textContent).toBe('');
    fireEvent.click(button);
    expect(clicks).toEqual(['delete']);
  });

  it('passes size, variant and disabled to the button', () => {
    render(<IconButton icon={EyeIcon} aria-label="Show password" iconSize={20} disabled />);
    const button = screen.getByRole('button', { name: 'Show password' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.querySelector('svg')?.getAttribute('width')).toBe('20');
  });
});

describe('TableScroll', () => {
  it('is a named, focusable region that scrolls its table sideways', () => {
    render(
      <TableScroll label="VPS servers">
        <table aria-label="VPS servers" />
      </TableScroll>,
    );
    const region = screen.getByRole('region', { name: 'VPS servers' });
    expect(region.tabIndex).toBe(0);
    expect(region.className).toContain('overflow-x-auto');
    expect(region.querySelector('table')).not.toBeNull();
  });
});
