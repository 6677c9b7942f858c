// The 202 and 409 answers of issue 30 as every tab reads them, and the notice a form shows instead of
// its success summary.
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { confirmDomainsOf, confirmMatches, isChangeNotApplied, PLANNED_TEXT } from '../change-held';
import { ChangeHeldNotice } from '../change-held-notice';
import { ConfirmDomainsField } from '../confirm-domains-field';

const AWAITING = { title: 'Waiting for approval', message: 'A second administrator must approve this change' };
const ID = 'a'.repeat(24);

describe('reading the answers', () => {
  it('tells a held or planned 202 from an ordinary answer', () => {
    expect(isChangeNotApplied({ changeId: ID, status: 'awaiting_approval', message: 'x' })).toBe(true);
    expect(isChangeNotApplied({ changeId: ID, status: 'planned', message: 'x' })).toBe(true);
    expect(isChangeNotApplied({ changeId: ID, status: 'applied', message: 'x' })).toBe(false);
    expect(isChangeNotApplied({ results: [], successCount: 0, totalProcessed: 0 })).toBe(false);
    expect(isChangeNotApplied(null)).toBe(false);
  });

  it('reads the number a 409 asks for, from any bundle’s error object', () => {
    const asked = Object.assign(new Error('409: type 30'), { name: 'ApiError', status: 409, details: { confirmDomains: 30 } });
    expect(confirmDomainsOf(asked)).toBe(30);
    expect(confirmDomainsOf(Object.assign(new Error('x'), { status: 409, details: {} }))).toBeNull();
    expect(confirmDomainsOf(Object.assign(new Error('x'), { status: 400, details: { confirmDomains: 3 } }))).toBeNull();
    expect(confirmDomainsOf(Object.assign(new Error('x'), { status: 409, details: { confirmDomains: 2.5 } }))).toBeNull();
    expect(confirmDomainsOf(null)).toBeNull();
  });

  it('matches only the exact number, spaces around allowed', () => {
    expect(confirmMatches(' 30 ', 30)).toBe(true);
    expect(confirmMatches('3', 30)).toBe(false);
    expect(confirmMatches('30', null)).toBe(false);
  });
});

describe('ChangeHeldNotice', () => {
  it('says waiting for approval with the change id', () => {
    render(<ChangeHeldNotice change={{ changeId: ID, status: 'awaiting_approval', message: 'held' }} awaiting={AWAITING} />);
    const notice = screen.getByRole('status', { name: 'Waiting for approval' });
    expect(notice.textContent).toBe(`Waiting for approval${AWAITING.message}Change ${ID}`);
  });

  it('says where a planned change is seen and applied', () => {
    render(<ChangeHeldNotice change={{ changeId: ID, status: 'planned', message: 'planned' }} awaiting={AWAITING} />);
    expect(screen.getByRole('status', { name: 'Planned' }).textContent).toBe(`${PLANNED_TEXT}Change ${ID}`);
  });
});

it('ConfirmDomainsField shows the message and takes the typed number', () => {
  function Host() {
    const [typed, setTyped] = useState('');
    return (
      <>
        <ConfirmDomainsField id="c" message="type the number of domains (30) to confirm" count={30} value={typed} onChange={setTyped} />
        <p data-testid="ok">{String(confirmMatches(typed, 30))}</p>
      </>
    );
  }
  render(<Host />);
  expect(screen.getByRole('alert').textContent).toBe('type the number of domains (30) to confirm');
  fireEvent.change(screen.getByLabelText('Type 30 to confirm'), { target: { value: '30' } });
  expect(screen.getByTestId('ok').textContent).toBe('true');
});
