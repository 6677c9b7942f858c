import { act, fireEvent, render, screen } from '@testing-library/react';
import type { Role } from '@dop/contracts/access';
import { AccessProvider } from '../access-context';
import { RoleButton } from '../role-button';
import { routeRole } from '../route-role';

function renderAs(role: Role | null, onClick = jest.fn()) {
  render(
    <AccessProvider role={role}>
      <RoleButton route="POST /api/domains/bulk" onClick={onClick}>
        Add Domains
      </RoleButton>
      <RoleButton route="DELETE /api/accounts/powerdns/:id">Delete</RoleButton>
    </AccessProvider>,
  );
  return onClick;
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('RoleButton', () => {
  it('reads the least role from the route table', () => {
    expect(routeRole('POST /api/domains/bulk')).toBe('operator');
    expect(routeRole('POST /api/billing/purchase')).toBe('admin');
    expect(routeRole('POST /api/auth/tokens')).toBeNull();
    expect(routeRole('POST /api/not-in-the-table')).toBe('admin');
  });

  it('a viewer gets the button disabled with "Needs the operator role" on hover or focus', async () => {
    const onClick = renderAs('viewer');
    expect(button('Add Domains').disabled).toBe(true);
    expect(button('Add Domains').title).toBe('Needs the operator role');
    fireEvent.click(button('Add Domains'));
    expect(onClick).not.toHaveBeenCalled();
    // The focusable wrapper carries the tooltip (a disabled button gets no events).
    const wrapper = button('Add Domains').parentElement!;
    expect(wrapper.tabIndex).toBe(0);
    await act(async () => fireEvent.focus(wrapper));
    expect((await screen.findByRole('tooltip')).textContent).toBe('Needs the operator role');
    expect(button('Delete').title).toBe('Needs the admin role');
  });

  it('an operator may bulk add but not delete a provider account', () => {
    renderAs('operator');
    expect(button('Add Domains').disabled).toBe(false);
    expect(button('Delete').disabled).toBe(true);
  });

  it('an admin, and a host that knows no member, get working buttons', () => {
    const onClick = renderAs('admin');
    fireEvent.click(button('Add Domains'));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button('Delete').disabled).toBe(false);
  });

  it('no known member disables nothing (the server decides)', () => {
    renderAs(null);
    expect(button('Delete').disabled).toBe(false);
  });
});
