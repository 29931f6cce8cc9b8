import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@shop/router';
import { initI18n } from '@shop/i18n';
import { Pagination, pageItems } from './pagination';

const hrefFor = (page: number) => (page === 1 ? '/blog' : `/blog?page=${page}`);

describe('Pagination', () => {
  beforeEach(() => act(() => initI18n({ language: 'en-gb' })));

  it('links every page, marks the current one and offers previous/next', () => {
    render(
      <MemoryRouter>
        <Pagination page={2} totalPages={3} hrefFor={hrefFor} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/blog?page=3');
  });

  it('has no previous link on the first page and no next link on the last', () => {
    const { rerender } = render(
      <MemoryRouter>
        <Pagination page={1} totalPages={2} hrefFor={hrefFor} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link', { name: 'Previous page' })).toBeNull();
    rerender(
      <MemoryRouter>
        <Pagination page={2} totalPages={2} hrefFor={hrefFor} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull();
  });

  it('renders nothing for a single page', () => {
    render(
      <MemoryRouter>
        <Pagination page={1} totalPages={1} hrefFor={hrefFor} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('translates its labels (Georgian)', () => {
    act(() => initI18n({ language: 'ka-ge' }));
    render(
      <MemoryRouter>
        <Pagination page={1} totalPages={2} hrefFor={hrefFor} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('navigation', { name: 'გვერდები' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'შემდეგი გვერდი' })).toBeInTheDocument();
  });
});

describe('pageItems', () => {
  it('keeps first, last and neighbours, with gaps between', () => {
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageItems(1, 10)).toEqual([1, 2, 'gap', 10]);
  });
});
