import { render, screen } from '@testing-library/react';
import { QueryContent, type QueryStateFlags } from '../components/query-content';

const answered: QueryStateFlags = { isError: false, isPending: false, error: null };

function renderWith(query: QueryStateFlags, isEmpty: boolean) {
  return render(
    <QueryContent query={query} isEmpty={isEmpty} emptyText="No results yet">
      <ul aria-label="Rows">
        <li>a.com</li>
      </ul>
    </QueryContent>,
  );
}

describe('QueryContent', () => {
  it('shows the rows once the query answered with some', () => {
    renderWith(answered, false);
    expect(screen.getByRole('list', { name: 'Rows' }).textContent).toBe('a.com');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows a spinner while the first answer is on its way', () => {
    renderWith({ ...answered, isPending: true }, true);
    expect(screen.getByRole('status').textContent).toContain('Загрузка...');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says so when there is nothing', () => {
    renderWith(answered, true);
    expect(screen.getByText('No results yet')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('puts a failure in an alert, even over rows kept from before', () => {
    renderWith({ isError: true, isPending: false, error: new Error('502: Bad Gateway') }, false);
    expect(screen.getByRole('alert').textContent).toBe('502: Bad Gateway');
    expect(screen.queryByRole('list')).toBeNull();
  });
});
