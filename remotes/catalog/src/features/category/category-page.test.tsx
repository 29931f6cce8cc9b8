import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@shop/i18n';
import { Link } from '@shop/router';
import CategoryPage from '../../exposes/category-page';
import { categoryReply } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';
import { fetchCategoryPage } from './api';

jest.mock('./api');
const mockFetch = jest.mocked(fetchCategoryPage);

const location = () => screen.getByTestId('location').textContent;
const gridCards = () => within(screen.getByRole('list', { name: 'Товары' })).getAllByRole('article');

beforeEach(() => {
  mockFetch.mockReset();
  mockFetch.mockImplementation(async (_language, _path, query) => categoryReply(query.page));
  act(() => initI18n({ language: 'ru-ru' }));
});

describe('the first view', () => {
  it('renders the data it came with, without a request: title, breadcrumbs, count in Russian plural', () => {
    const { status: _status, ...data } = categoryReply(1, 25);
    renderRoute(<CategoryPage urlPath="women/dresses" initialData={data} />, '/women/dresses');
    expect(screen.getByRole('heading', { level: 1, name: 'Платья' })).toBeInTheDocument();
    expect(screen.getByText('25 товаров')).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Навигационная цепочка' });
    expect(within(crumbs).getByRole('link', { name: 'Женщинам' })).toHaveAttribute('href', '/women');
    expect(within(crumbs).getByText('Платья')).toHaveAttribute('aria-current', 'page');
    expect(gridCards()).toHaveLength(24);
    expect(mockFetch).not.toHaveBeenCalled();
    expect(document.title).toBe('Платья — купить');
  });

  it('loads the page itself when it came without data, with the filters and sort of the URL', async () => {
    renderRoute(<CategoryPage urlPath="women/dresses" />, '/women/dresses?color=black&sort=price_asc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Платья' })).toBeInTheDocument();
    expect(mockFetch).toHaveBeenCalledWith('ru-ru', 'women/dresses', { filters: { color: ['black'] }, sort: 'price_asc', page: 1 });
  });

  it.each([
    [1, '1 товар'],
    [3, '3 товара'],
    [11, '11 товаров'],
    [21, '21 товар'],
  ])('says %i products with the Russian plural form', async (total, text) => {
    mockFetch.mockResolvedValue(categoryReply(1, total));
    renderRoute(<CategoryPage urlPath="women/dresses" />, '/women/dresses');
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('goes to the 404 screen for a category that does not exist', async () => {
    mockFetch.mockResolvedValue({ status: 400, error: 'not_found' });
    renderRoute(<CategoryPage urlPath="nope" />, '/nope');
    expect(await screen.findByRole('heading', { name: '404 screen' })).toBeInTheDocument();
  });

  it('explains a link whose filter no longer exists and offers the category without it', async () => {
    mockFetch.mockResolvedValueOnce({ status: 400, error: 'unknown_filter' });
    renderRoute(<CategoryPage urlPath="women/dresses" />, '/women/dresses?fabric=silk');
    expect(await screen.findByRole('alert')).toHaveTextContent('Такого фильтра в этой категории больше нет.');
    await userEvent.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Платья' })).toBeInTheDocument();
    expect(location()).toBe('/women/dresses');
  });
});

describe('spec §4: filters and sort', () => {
  it('a filter change resets to page 1, reloads and replaces the grid', async () => {
    renderRoute(<CategoryPage urlPath="women/dresses" />, '/women/dresses?page=2');
    await screen.findByRole('heading', { level: 1, name: 'Платья' });
    mockFetch.mockClear();
    mockFetch.mockResolvedValueOnce(categoryReply(1, 12));
    await userEvent.click(screen.getByRole('checkbox', { name: /Чёрный/ }));
    expect(await screen.findByText('12 товаров')).toBeInTheDocument();
    expect(mockFetch).toHaveBeenCalledWith('ru-ru', 'women/dresses', { filters: { color: ['black'] }, sort: 'rec', page: 1 });
    expect(location()).toBe('/women/dresses?color=black');
    expect(gridCards()).toHaveLength(12);
  });

  it('a sort change resets to page 1 and reloads', async () => {
    renderRoute(<CategoryPage urlPath="women/dresses" />, '/women/dresses?color=black&page=3');
    await screen.findByRole('heading', { level: 1, name: 'Платья' });
    mockFetch.mockClear();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Сортировка' }), 'Сначала дороже');
    await waitFor(() => expect(location()).toBe('/women/dresses?color=black&sort=price_desc'));
    expect(mockFetch).toHaveBeenCalledWith('ru-ru', 'women/dresses', { filters: { color: ['black'] }, sort: 'price_desc', page: 1 });
  });

  it('shows a value that would give no results disabled, not hidden, with its count', async () => {
    renderRoute(<CategoryPage urlPath="women/dresses" />, '/women/dresses');
    const green = await screen.findByRole('checkbox', { name: /Зелёный/ });
    expect(green).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /Белый/ })).toBeEnabled();
  });

  it('takes a price range in whole units of the shown currency and sends minor units', async () => {
    renderRoute(<CategoryPage urlPath="women/dresses" />, '/women/dresses');
    await userEvent.type(await screen.findByLabelText('от'), '2000');
    await userEvent.type(screen.getByLabelText('до'), '9000');
    await userEvent.click(screen.getByRole('button', { name: 'Применить' }));
    await waitFor(() => expect(location()).toBe('/women/dresses?price=200000-900000'));
    expect(mockFetch).toHaveBeenLastCalledWith('ru-ru', 'women/dresses', { filters: { price: { from: 200000, to: 900000 } }, sort: 'rec', page: 1 });
  });

  it('refuses a range whose lower end is above the upper one, with a message', async () => {
    renderRoute(<CategoryPage urlPath="women/dresses" />, '/women/dresses');
    await userEvent.type(await screen.findByLabelText('от'), '9000');
    await userEvent.type(screen.getByLabelText('до'), '100');
    await userEvent.click(screen.getByRole('button', { name: 'Применить' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Введите цены целыми числами');
    expect(location()).toBe('/women/dresses');
  });
});

describe('spec §4: show more and pages', () => {
  it('show more appends the next page and writes it into the URL', async () => {
    renderRoute(<CategoryPage urlPath="women/dresses" />, '/women/dresses');
    await screen.findByText('Показано 24 из 60 товаров');
    await userEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
    await screen.findByText('Показано 48 из 60 товаров');
    expect(gridCards()).toHaveLength(48);
    await waitFor(() => expect(location()).toBe('/women/dresses?page=2'));
    expect(gridCards()).toHaveLength(48);
    expect(mockFetch).toHaveBeenLastCalledWith('ru-ru', 'women/dresses', { filters: {}, sort: 'rec', page: 2 });
  });

  it('show more stops when the shown results reach the total', async () => {
    renderRoute(<CategoryPage urlPath="women/dresses" />, '/women/dresses?page=2');
    await screen.findByText('Показано 48 из 60 товаров');
    await userEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
    await screen.findByText('Показано 60 из 60 товаров');
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
  });

  it('counts the earlier pages as shown when the visit starts on a later page (limit × (page − 1) + count)', async () => {
    renderRoute(<CategoryPage urlPath="women/dresses" />, '/women/dresses?page=3');
    expect(await screen.findByText('Показано 60 из 60 товаров')).toBeInTheDocument();
    expect(gridCards()).toHaveLength(12);
  });

  it('a page link replaces the grid with that page', async () => {
    renderRoute(<CategoryPage urlPath="women/dresses" />, '/women/dresses');
    await screen.findByText('Показано 24 из 60 товаров');
    await userEvent.click(screen.getByRole('link', { name: 'Страница 3' }));
    await screen.findByText('Показано 60 из 60 товаров');
    expect(gridCards()).toHaveLength(12);
    expect(location()).toBe('/women/dresses?page=3');
  });

  it('ignores a page beyond the total pages: no request, the URL goes back to the page shown', async () => {
    const { status: _status, ...data } = categoryReply(1, 30);
    renderRoute(<CategoryPage urlPath="women/dresses" initialData={data} />, '/women/dresses', <Link to="/women/dresses?page=9">page 9</Link>);
    await userEvent.click(screen.getByRole('link', { name: 'page 9' }));
    await waitFor(() => expect(location()).toBe('/women/dresses'));
    expect(mockFetch).not.toHaveBeenCalled();
    expect(gridCards()).toHaveLength(24);
  });

  it('follows any page while the category has no products at all (no pages)', async () => {
    const { status: _status, ...data } = categoryReply(1, 0);
    renderRoute(<CategoryPage urlPath="women/dresses" initialData={data} />, '/women/dresses', <Link to="/women/dresses?page=4">page 4</Link>);
    expect(screen.getByText('Под выбранные фильтры ничего не подходит.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'page 4' }));
    await waitFor(() => expect(mockFetch).toHaveBeenCalledWith('ru-ru', 'women/dresses', { filters: {}, sort: 'rec', page: 4 }));
  });
});
