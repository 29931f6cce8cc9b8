import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@shop/api-client';
import { i18n, initI18n, setLanguage } from '@shop/i18n';
import { MemoryRouter, Route, Routes } from '@shop/router';
import { bus, useSettings, useWishlist } from '@shop/session';
import { fakeApi, resetPage, type FakeApi } from '@shop/session/testing';
import CartPage from '../../exposes/cart-page';
import { NS } from '../../i18n/cart';
import { cartReply, coatLine, dressLine, settings } from '../../test/fixtures';

jest.mock('@shop/api-client', () => ({ ...jest.requireActual('@shop/api-client'), apiGet: jest.fn(), apiPost: jest.fn() }));
jest.mock('@shop/session', () => ({ ...jest.requireActual('@shop/session'), useSettings: jest.fn() }));

let api: FakeApi;
beforeEach(() => {
  resetPage();
  api = fakeApi();
  jest.mocked(useSettings).mockReturnValue(settings());
  act(() => initI18n({ language: 'ru-ru' }));
});

function WishlistProbe() {
  return <output aria-label="wishlist">{useWishlist().items.join(',')}</output>;
}

function renderCart(url = '/cart') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="*" element={<CartPage />} />
      </Routes>
      <WishlistProbe />
    </MemoryRouter>,
  );
}

/** Renders the cart the server holds and waits for its lines. */
async function showCart(reply = cartReply([dressLine(2), coatLine(1)])) {
  api.on('GET', 'cart/v2/', reply);
  const user = userEvent.setup();
  renderCart();
  await screen.findByRole('list', { name: 'Товары в корзине' });
  return user;
}

const line = (name: string) => screen.getAllByRole('listitem').find((item) => within(item).queryByRole('link', { name }))!;
const text = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ');

describe('the lines', () => {
  it('shows each line with its link, size, quantity and price, the count, the summary and the checkout', async () => {
    await showCart();
    expect(screen.getByRole('heading', { level: 1, name: 'Корзина' })).toBeInTheDocument();
    expect(document.title).toBe('Корзина');
    expect(screen.getByText('3 товара')).toBeInTheDocument();

    const dress = line('Зелёное платье');
    expect(within(dress).getByRole('link', { name: 'Зелёное платье' })).toHaveAttribute('href', '/green-dress-drs-000101');
    const size = within(dress).getByRole('combobox', { name: 'Размер' });
    expect(size).toHaveValue('11');
    expect(within(size).getByRole('option', { name: 'L — нет в наличии' })).toBeDisabled();
    expect(within(size).getByRole('option', { name: 'M' })).toBeEnabled();
    expect(within(dress).getByRole('textbox', { name: 'Количество' })).toHaveValue('2');
    expect(text(dress)).toContain('10 000 ₽');
    expect(text(dress)).toContain('5 000 ₽ за шт.');
    expect(within(line('Синее пальто')).getByText('Размер: One size')).toBeInTheDocument();

    const totals = screen.getByLabelText('Сумма заказа');
    expect(within(totals).getAllByRole('term').map((term) => term.textContent)).toEqual(['Товары', 'Итого']);
    expect(screen.getByRole('link', { name: 'Оформить заказ' })).toHaveAttribute('href', '/order');
    const recommended = screen.getByRole('region', { name: 'Вам может понравиться' });
    expect(within(recommended).getAllByRole('article')).toHaveLength(2);
  });

  it('changes the quantity with plus and minus and by typing, through the session commands', async () => {
    const user = await showCart();
    api.on('POST', 'cart/v2/change-item-quantity', (body: { quantity: number }) => cartReply([dressLine(body.quantity), coatLine(1)]));
    const dress = line('Зелёное платье');
    await user.click(within(dress).getByRole('button', { name: 'Увеличить' }));
    expect(await within(dress).findByDisplayValue('3')).toBeInTheDocument();
    expect(screen.getByText('4 товара')).toBeInTheDocument();

    await user.click(within(dress).getByRole('button', { name: 'Уменьшить' }));
    expect(await within(dress).findByDisplayValue('2')).toBeInTheDocument();

    const quantity = within(dress).getByRole('textbox', { name: 'Количество' });
    await user.clear(quantity);
    await user.type(quantity, '7{Enter}');
    expect(await screen.findByText('8 товаров')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { item_id: 1, quantity: 3 },
      { item_id: 1, quantity: 2 },
      { item_id: 1, quantity: 7 },
    ]);
  });

  it('takes 0 for no quantity: the field goes back and nothing is sent; minus stops at 1', async () => {
    const user = await showCart(cartReply([dressLine(1)]));
    const dress = line('Зелёное платье');
    const quantity = within(dress).getByRole('textbox', { name: 'Количество' });
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.tab();
    expect(quantity).toHaveValue('1');
    expect(within(dress).getByRole('button', { name: 'Уменьшить' })).toBeDisabled();
    expect(api.paths()).toEqual(['GET cart/v2/']);
  });

  it('changes the size in place, keeping the quantity', async () => {
    const user = await showCart();
    api.on('POST', 'cart/v2/change/', cartReply([dressLine(2, 12), coatLine(1)]));
    await user.selectOptions(within(line('Зелёное платье')).getByRole('combobox', { name: 'Размер' }), 'M');
    expect(await within(line('Зелёное платье')).findByDisplayValue('M')).toBeInTheDocument();
    expect(api.calls.at(-1)).toEqual({ method: 'POST', path: 'cart/v2/change/', body: { item_id: 1, quantity: 2, option_value_id: 12 } });
  });

  it.each([
    ['out_of_stock', { status: 400, error: 'out_of_stock' }, 'Столько нет в наличии'],
    ['cart_full', { status: 400, error: 'cart_full' }, 'Корзина заполнена'],
    ['not_found', { status: 400, error: 'not_found' }, 'Этого товара больше нет в корзине'],
  ])('shows a failed change (%s) next to its line and keeps the cart', async (_code, reply, message) => {
    const user = await showCart();
    api.on('POST', 'cart/v2/change-item-quantity', reply);
    await user.click(within(line('Синее пальто')).getByRole('button', { name: 'Увеличить' }));
    expect(await within(line('Синее пальто')).findByRole('alert')).toHaveTextContent(message);
    expect(within(line('Зелёное платье')).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('3 товара')).toBeInTheDocument();
  });

  it('says "try again" when the request itself failed', async () => {
    const user = await showCart();
    // No route: the fake answers as the real client does for a missing endpoint.
    await user.click(within(line('Синее пальто')).getByRole('button', { name: 'Удалить: Синее пальто' }));
    expect(await within(line('Синее пальто')).findByRole('alert')).toHaveTextContent('Ошибка, попробуйте ещё раз');
  });
});

describe('selection', () => {
  it('selects all, deselects all, and deletes the selected lines', async () => {
    const user = await showCart();
    const selectAll = screen.getByRole('button', { name: 'Выбрать все' });
    const deleteSelected = screen.getByRole('button', { name: 'Удалить выбранные' });
    expect(deleteSelected).toBeDisabled();

    await user.click(selectAll);
    expect(screen.getByRole('checkbox', { name: 'Выбрать: Зелёное платье' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Выбрать: Синее пальто' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Снять выбор' }));
    expect(screen.getByRole('checkbox', { name: 'Выбрать: Зелёное платье' })).not.toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Выбрать: Синее пальто' }));
    await user.click(screen.getByRole('checkbox', { name: 'Выбрать: Зелёное платье' }));
    let left = [dressLine(2), coatLine(1)];
    api.on('POST', 'cart/v2/remove-item/', (body: { item_id: number }) => {
      left = left.filter((item) => item.item_id !== body.item_id);
      return cartReply(left);
    });
    await user.click(deleteSelected);
    expect(await screen.findByText('В корзине пока ничего нет.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute('href', '/');
    expect(api.paths().filter((path) => path.startsWith('POST'))).toEqual(['POST cart/v2/remove-item/', 'POST cart/v2/remove-item/']);
  });

  it('moves a line to the wishlist: a guest keeps it on this device and is asked to log in', async () => {
    const user = await showCart();
    const authRequired = jest.fn();
    const off = bus.on('auth:required', authRequired);
    api.on('POST', 'cart/v2/remove-item/', cartReply([coatLine(1)]));
    await user.click(within(line('Зелёное платье')).getByRole('button', { name: 'Перенести в избранное: Зелёное платье' }));
    expect(await screen.findByText('1 товар')).toBeInTheDocument();
    off();
    expect(screen.getByRole('status', { name: 'wishlist' })).toHaveTextContent('DRS-000101');
    expect(authRequired).toHaveBeenCalledWith({ reason: 'wishlist' });
    expect(api.calls.at(-1)).toEqual({ method: 'POST', path: 'cart/v2/remove-item/', body: { item_id: 1 } });
  });
});

describe('share link', () => {
  it('copies the localized link to the clipboard and says so', async () => {
    const user = await showCart();
    api.on('GET', 'cart/v2/share-token', { status: 200, token: 'AbC_123-xyzABCDEFGHIJ' });
    await user.click(screen.getByRole('button', { name: 'Поделиться корзиной' }));
    expect(await screen.findByText('Ссылка скопирована')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('http://localhost/cart/shared/AbC_123-xyzABCDEFGHIJ');
  });

  it('shows the link selected when the clipboard is refused', async () => {
    const user = await showCart();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    api.on('GET', 'cart/v2/share-token', { status: 200, token: 'AbC_123-xyzABCDEFGHIJ' });
    await user.click(screen.getByRole('button', { name: 'Поделиться корзиной' }));
    const field = await screen.findByRole('textbox', { name: 'Скопируйте ссылку' });
    expect(field).toHaveValue('http://localhost/cart/shared/AbC_123-xyzABCDEFGHIJ');
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveFocus();
    expect(screen.queryByText('Ссылка скопирована')).not.toBeInTheDocument();
  });

  it('says when no link could be made', async () => {
    const user = await showCart();
    api.on('GET', 'cart/v2/share-token', { status: 400, error: 'cart_empty' });
    await user.click(screen.getByRole('button', { name: 'Поделиться корзиной' }));
    expect(await screen.findByText('Не удалось создать ссылку. Попробуйте ещё раз.')).toBeInTheDocument();
  });
});

describe('promo code', () => {
  const apply = async (user: ReturnType<typeof userEvent.setup>, code: string) => {
    await user.type(screen.getByRole('textbox', { name: 'Введите промокод' }), code);
    await user.click(screen.getByRole('button', { name: 'Применить' }));
  };

  it('applies a good code: the cart is fetched again and shows it in the summary, with delete', async () => {
    const user = await showCart();
    api.on('POST', 'promocode/apply', { status: 200, result: true });
    api.on('GET', 'cart/v2/', cartReply([dressLine(2), coatLine(1)], { promocode: 'WELCOME10' }));
    await apply(user, 'welcome10');
    expect(await screen.findByText('Промокод применён')).toBeInTheDocument();
    expect(screen.getByText('Промокод WELCOME10', { selector: 'span' })).toBeInTheDocument();
    expect(within(screen.getByLabelText('Сумма заказа')).getAllByRole('term').map((term) => term.textContent)).toEqual(['Товары', 'Промокод WELCOME10', 'Итого']);
    expect(api.calls.find((call) => call.path === 'promocode/apply')?.body).toEqual({ code: 'welcome10' });

    api.on('POST', 'promocode/delete', { status: 200, result: true });
    api.on('GET', 'cart/v2/', cartReply([dressLine(2), coatLine(1)]));
    await user.click(screen.getByRole('button', { name: 'Удалить промокод' }));
    expect(await screen.findByText('Успешно отменено')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Введите промокод' })).toBeInTheDocument();
  });

  it('says when the code could not be cancelled', async () => {
    const user = await showCart(cartReply([dressLine(1)], { promocode: 'WELCOME10' }));
    await user.click(screen.getByRole('button', { name: 'Удалить промокод' }));
    expect(await screen.findByText('Не удалось отменить промокод')).toBeInTheDocument();
  });

  it.each([
    ['not_found', 'Неверный промокод'],
    ['max_uses_per_client_reached', 'Вы уже использовали этот промокод'],
    ['max_uses_reached', 'Этот промокод уже использован максимальное число раз'],
    ['min_total_not_reached', 'Сумма заказа меньше минимальной для этого промокода'],
    ['no_eligible_products', 'В корзине нет товаров, на которые действует промокод'],
    ['has_not_started', 'Этот промокод ещё не действует'],
    ['has_already_expired', 'Срок действия промокода истёк'],
    ['wrong_customer_group', 'Этот промокод не для вашей группы покупателей'],
  ])('says why a code was refused: %s', async (reason, message) => {
    const user = await showCart();
    api.on('POST', 'promocode/apply', { status: 400, error: reason });
    await apply(user, 'NOPE');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(api.paths()).toEqual(['GET cart/v2/', 'POST promocode/apply']);
  });

  it('offers the login for a code that needs an account', async () => {
    const user = await showCart();
    const authRequired = jest.fn();
    const off = bus.on('auth:required', authRequired);
    api.on('POST', 'promocode/apply', { status: 400, error: 'not_logged_in' });
    await apply(user, 'MEMBERS');
    expect(await screen.findByRole('alert')).toHaveTextContent('Этот промокод действует только после входа в аккаунт');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    off();
    expect(authRequired).toHaveBeenCalledWith({ reason: 'promocode' });
  });

  it('tells too many tries from a failed request', async () => {
    const user = await showCart();
    api.on('POST', 'promocode/apply', () => {
      throw new ApiError('/api/promocode/apply', 429, { status: 429, error: 'too_many_requests' });
    });
    await apply(user, 'GUESS');
    expect(await screen.findByRole('alert')).toHaveTextContent('Слишком много попыток. Попробуйте позже.');
    api.on('POST', 'promocode/apply', () => {
      throw new TypeError('Failed to fetch');
    });
    await user.click(screen.getByRole('button', { name: 'Применить' }));
    expect(await screen.findByText('Ошибка, попробуйте ещё раз')).toBeInTheDocument();
  });

  it('says the code no longer applies when the cart came back with no_discount', async () => {
    const user = await showCart(cartReply([dressLine(2)], { promocode: 'WELCOME10' }));
    api.on('POST', 'cart/v2/change-item-quantity', cartReply([dressLine(1)], { promocode: 'WELCOME10', no_discount: 1 }));
    await user.click(within(line('Зелёное платье')).getByRole('button', { name: 'Уменьшить' }));
    expect(await screen.findByText('Промокод больше не действует для этой корзины и снят')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Введите промокод' })).toBeInTheDocument();
  });

  it.each(['ru-ru', 'en-gb', 'ka-ge'] as const)('has words for every refusal and line error in %s', (language) => {
    act(() => setLanguage(language));
    const keys = [
      'not_found', 'not_logged_in', 'max_uses_per_client_reached', 'max_uses_reached', 'min_total_not_reached',
      'no_eligible_products', 'has_not_started', 'has_already_expired', 'wrong_customer_group', 'too_many_requests', 'request_failed',
    ].map((reason) => `promo.errors.${reason}`);
    keys.push(...['out_of_stock', 'cart_full', 'not_found', 'request_failed'].map((code) => `cart.errors.${code}`));
    for (const key of keys) expect(i18n.exists(key, { ns: NS })).toBe(true);
    // Every message its own, but "try again" is the same words for a promo code and a line.
    expect(new Set(keys.map((key) => i18n.t(key, { ns: NS }))).size).toBe(keys.length - 1);
  });
});

describe('minimum order, empty cart, failures', () => {
  it('blocks checkout below the minimum order amount and says what it is', async () => {
    jest.mocked(useSettings).mockReturnValue(settings(3_000_000));
    await showCart();
    expect(text(screen.getByText(/Минимальная сумма заказа/))).toBe('Минимальная сумма заказа — 30 000 ₽');
    expect(screen.queryByRole('link', { name: 'Оформить заказ' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Оформить заказ' })).toBeDisabled();
  });

  it('lets the shopper check out at the minimum', async () => {
    jest.mocked(useSettings).mockReturnValue(settings(2_200_000));
    await showCart();
    expect(screen.queryByText(/Минимальная сумма заказа/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Оформить заказ' })).toBeInTheDocument();
  });

  it('leads an empty cart back to the catalogue, in the page language', async () => {
    api.on('GET', 'cart/v2/', cartReply([]));
    act(() => setLanguage('en-gb'));
    renderCart('/en/cart');
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/en');
    expect(screen.queryByRole('button', { name: 'Share cart' })).not.toBeInTheDocument();
  });

  it('offers a retry when the cart cannot be loaded', async () => {
    const user = userEvent.setup();
    renderCart();
    expect(await screen.findByText('Не удалось загрузить корзину.')).toBeInTheDocument();
    api.on('GET', 'cart/v2/', cartReply([coatLine(1)]));
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('1 товар')).toBeInTheDocument();
  });
});
