import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@shop/i18n';
import { bus, hydrateSession, markLoggedIn, useCartCount } from '@shop/session';
import { CUSTOMER, fakeApi, resetPage, serverCart, type FakeApi } from '@shop/session/testing';
import WishlistPage from '../../exposes/wishlist-page';
import { wishlistProduct } from '../../test/fixtures';
import { renderPage } from '@shop/router/testing';

jest.mock('@shop/api-client', () => ({ ...jest.requireActual('@shop/api-client'), apiGet: jest.fn(), apiPost: jest.fn() }));

let api: FakeApi;
beforeEach(() => {
  resetPage();
  api = fakeApi();
  api.on('GET', 'cart/v2/', serverCart([]));
  api.on('POST', 'wishlist/get', (body: { withProductList?: boolean }) => ({
    status: 200,
    items: ['SKU-1', 'SKU-2'],
    products: body.withProductList ? [wishlistProduct(1), wishlistProduct(2, { sizes: [{ option_value_id: 21, code: 'm', label: 'M', stock: 'outOfStock' }] })] : [],
  }));
  act(() => initI18n({ language: 'ru-ru' }));
});

function Badge() {
  return <output aria-label="cart count">{useCartCount()}</output>;
}

async function showWishlist() {
  act(() => markLoggedIn(CUSTOMER));
  const user = userEvent.setup();
  renderPage(
    <>
      <WishlistPage />
      <Badge />
    </>,
    '/account/wishlist',
  );
  await screen.findByRole('list', { name: 'Товары в избранном' });
  return user;
}

const item = (name: string) => screen.getAllByRole('listitem').find((element) => within(element).queryByRole('link', { name }))!;

it('shows the products on the shared card, with their sizes', async () => {
  await showWishlist();
  expect(document.title).toBe('Избранное');
  expect(api.calls).toContainEqual({ method: 'POST', path: 'wishlist/get', body: { withProductList: true } });
  const first = item('Платье 1');
  expect(within(first).getByRole('article')).toBeInTheDocument();
  expect(within(first).getByRole('link', { name: 'Платье 1' })).toHaveAttribute('href', '/dress-1');
  const size = within(first).getByRole('combobox', { name: 'Размер' });
  expect(size).toHaveValue('11');
  expect(within(size).getByRole('option', { name: 'L — нет в наличии' })).toBeDisabled();
  // Nothing to choose when every size is sold out.
  const second = item('Платье 2');
  expect(within(second).getByRole('combobox', { name: 'Размер' })).toBeDisabled();
  expect(within(second).getByRole('button', { name: 'Добавить «Платье 2» в корзину' })).toBeDisabled();
});

it('adds the chosen size to the cart through the session', async () => {
  const user = await showWishlist();
  api.on('POST', 'cart/v2/add', serverCart([1]));
  await user.click(within(item('Платье 1')).getByRole('button', { name: 'Добавить «Платье 1» в корзину' }));
  expect(await screen.findByText('«Платье 1» в корзине')).toBeInTheDocument();
  expect(api.calls.find((call) => call.path === 'cart/v2/add')?.body).toEqual({ product_id: 1, option_value_id: 11, quantity: 1 });
  expect(screen.getByLabelText('cart count')).toHaveTextContent('1');
});

it('says why the cart refused', async () => {
  const user = await showWishlist();
  api.on('POST', 'cart/v2/add', { status: 400, error: 'out_of_stock' });
  await user.click(within(item('Платье 1')).getByRole('button', { name: 'Добавить «Платье 1» в корзину' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Этого размера больше нет в наличии.');
});

it('removes a product once the server confirms, and says so when the list is empty', async () => {
  const user = await showWishlist();
  api.on('POST', 'wishlist/delete', (body: { sku: string }) => ({ status: 200, items: body.sku === 'SKU-1' ? ['SKU-2'] : [] }));
  await user.click(screen.getByRole('button', { name: 'Удалить «Платье 1» из избранного' }));
  expect(await screen.findByRole('link', { name: 'Платье 2' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Платье 1' })).not.toBeInTheDocument();
  expect(api.calls.find((call) => call.path === 'wishlist/delete')?.body).toEqual({ sku: 'SKU-1' });

  // The card's heart takes it out of the list too.
  await user.click(screen.getByRole('button', { name: 'Убрать «Платье 2» из избранного' }));
  expect(await screen.findByText('В избранном пока пусто.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute('href', '/');
});

it('keeps a product the server did not let go', async () => {
  const user = await showWishlist();
  api.on('POST', 'wishlist/delete', { status: 400, error: 'validation' });
  await user.click(screen.getByRole('button', { name: 'Удалить «Платье 1» из избранного' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Не получилось. Попробуйте ещё раз.');
  expect(screen.getByRole('link', { name: 'Платье 1' })).toBeInTheDocument();
});

it('asks a guest with an empty list to log in, asking the API nothing', async () => {
  const prompts = jest.fn();
  const off = bus.on('auth:required', prompts);
  await act(() => hydrateSession());
  renderPage(<WishlistPage />, '/account/wishlist');
  expect(screen.getByText('В избранном пока пусто.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
  off();
  expect(prompts).toHaveBeenCalledWith({ reason: 'wishlist' });
  expect(api.paths()).not.toContain('POST wishlist/get');
});

it("shows a guest the products of the list kept on this device, and takes one off it there", async () => {
  window.localStorage.setItem('wishlist', JSON.stringify({ items: ['SKU-2', 'SKU-1'] }));
  api.on('POST', 'wishlist/get', { status: 200, items: ['SKU-2', 'SKU-1'], products: [wishlistProduct(2), wishlistProduct(1)] });
  await act(() => hydrateSession());
  const user = userEvent.setup();
  renderPage(<WishlistPage />, '/account/wishlist');

  expect(screen.getByText(/Избранное хранится только на этом устройстве/)).toBeInTheDocument();
  const list = await screen.findByRole('list', { name: 'Товары в избранном' });
  expect(within(list).getAllByRole('article').map((card) => within(card).getAllByRole('link')[0]!.textContent)).toEqual(['Платье 2', 'Платье 1']);
  expect(api.calls).toContainEqual({ method: 'POST', path: 'wishlist/get', body: { withProductList: true, skus: ['SKU-2', 'SKU-1'] } });

  await user.click(within(item('Платье 2')).getByRole('button', { name: 'Удалить «Платье 2» из избранного' }));
  expect(screen.queryByRole('link', { name: 'Платье 2' })).not.toBeInTheDocument();
  expect(JSON.parse(window.localStorage.getItem('wishlist')!)).toMatchObject({ items: ['SKU-1'] });
  // Nothing was sent to be stored: the list is the device's.
  expect(api.paths()).not.toContain('POST wishlist/delete');
});
