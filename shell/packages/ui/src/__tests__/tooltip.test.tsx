import { act, fireEvent, render, screen } from '@testing-library/react';
import { Button } from '../components/button';
import { Tooltip, TOOLTIP_DELAY_MS } from '../components/tooltip';

describe('Tooltip', () => {
  it('shows on keyboard focus and describes its trigger', async () => {
    render(
      <Tooltip content="Редактировать DNS записи">
        <Button aria-label="Edit DNS">✎</Button>
      </Tooltip>,
    );
    const trigger = screen.getByRole('button', { name: 'Edit DNS' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    await act(async () => fireEvent.focus(trigger));
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toBe('Редактировать DNS записи');
    expect(trigger.getAttribute('aria-describedby')).toBe(tooltip.id);
    expect(TOOLTIP_DELAY_MS).toBe(700);
  });
});
