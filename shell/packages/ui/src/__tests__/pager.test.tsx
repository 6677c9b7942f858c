import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Pager } from '../components/pager';
import { pageOf } from '../lib/page-of';

function PagedLetters({ letters, perPage }: { letters: string[]; perPage: number }) {
  const [page, setPage] = useState(1);
  const slice = pageOf(letters, page, perPage);
  return (
    <>
      <p data-testid="rows">{slice.rows.join(',')}</p>
      <Pager label="Letter pages" page={slice.page} totalPages={slice.totalPages} onPage={setPage} />
    </>
  );
}

describe('Pager', () => {
  it('is absent when everything fits on one page', () => {
    render(<PagedLetters letters={['a', 'b']} perPage={2} />);
    expect(screen.queryByRole('navigation', { name: 'Letter pages' })).toBeNull();
    expect(screen.getByTestId('rows').textContent).toBe('a,b');
  });

  it('walks forward and back, disabling the buttons at either end', () => {
    render(<PagedLetters letters={['a', 'b', 'c', 'd', 'e']} perPage={2} />);
    const nav = screen.getByRole('navigation', { name: 'Letter pages' });
    const previous = screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(nav.textContent).toContain('1 / 3');
    expect(previous.disabled).toBe(true);
    fireEvent.click(next);
    fireEvent.click(next);
    expect(screen.getByTestId('rows').textContent).toBe('e');
    expect(nav.textContent).toContain('3 / 3');
    expect(next.disabled).toBe(true);
    fireEvent.click(previous);
    expect(screen.getByTestId('rows').textContent).toBe('c,d');
  });

  it('says where it is in the words it is given', () => {
    render(<Pager label="Account pages" page={2} totalPages={3} onPage={() => {}} status={(p, n) => `Page ${p} of ${n}`} />);
    expect(screen.getByRole('navigation', { name: 'Account pages' }).textContent).toContain('Page 2 of 3');
  });
});

describe('pageOf', () => {
  it('clamps the page into range and gives an empty list one page', () => {
    expect(pageOf([1, 2, 3], 9, 2)).toEqual({ rows: [3], page: 2, totalPages: 2 });
    expect(pageOf([1, 2, 3], 0, 2)).toEqual({ rows: [1, 2], page: 1, totalPages: 2 });
    expect(pageOf([], 3, 10)).toEqual({ rows: [], page: 1, totalPages: 1 });
  });
});
