import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@shop/router';
import { initI18n } from '@shop/i18n';
import { Breadcrumbs } from './breadcrumbs';

const renderCrumbs = () =>
  render(
    <MemoryRouter>
      <Breadcrumbs items={[{ label: 'Блог', href: '/blog' }, { label: 'Первая запись' }]} />
    </MemoryRouter>,
  );

describe('Breadcrumbs', () => {
  beforeEach(() => act(() => initI18n({ language: 'ru-ru' })));

  it('starts with the home link and ends with the current page as plain text', () => {
    renderCrumbs();
    const nav = screen.getByRole('navigation', { name: 'Навигационная цепочка' });
    const items = within(nav).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByRole('link', { name: 'Главная' })).toHaveAttribute('href', '/');
    expect(within(items[1]!).getByRole('link', { name: 'Блог' })).toHaveAttribute('href', '/blog');
    expect(within(items[2]!).queryByRole('link')).toBeNull();
    expect(within(items[2]!).getByText('Первая запись')).toHaveAttribute('aria-current', 'page');
  });

  it('never links the last crumb, even when it names a path', () => {
    render(
      <MemoryRouter>
        <Breadcrumbs items={[{ label: 'Женщинам', href: '/women' }, { label: 'Платья', href: '/women/dresses' }]} />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Главная', 'Женщинам']);
    expect(screen.getByText('Платья')).toHaveAttribute('aria-current', 'page');
  });

  it('shows a middle crumb without a path as text', () => {
    render(
      <MemoryRouter>
        <Breadcrumbs items={[{ label: 'Аккаунт' }, { label: 'Заказы' }]} />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Главная']);
    expect(screen.getByText('Аккаунт')).not.toHaveAttribute('aria-current');
  });

  it('links within the current language', () => {
    act(() => initI18n({ language: 'en-gb' }));
    renderCrumbs();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/en');
    expect(screen.getByRole('link', { name: 'Блог' })).toHaveAttribute('href', '/en/blog');
  });
});
