import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LanguageCode } from '@shop/contracts';
import { DEFAULT_LANGUAGES, initI18n } from '@shop/i18n';
import { useCartCount, useSession, useWishlistCount } from '@shop/session';
import { HeaderIcons } from './header-icons';
import { renderAt } from './test-utils';

jest.mock('@shop/session', () => ({
  ...jest.requireActual('@shop/session'),
  useSession: jest.fn(),
  useCartCount: jest.fn(),
  useWishlistCount: jest.fn(),
}));

function visitor({ loggedIn = false, cart = 0, wishlist = 0 } = {}) {
  jest.mocked(useSession).mockReturnValue({ loggedIn, customer: null, ready: true });
  jest.mocked(useCartCount).mockReturnValue(cart);
  jest.mocked(useWishlistCount).mockReturnValue(wishlist);
}

function renderIcons(path = '/blog?page=2', language: LanguageCode = 'ru-ru') {
  act(() => initI18n({ language, languages: DEFAULT_LANGUAGES }));
  return renderAt(<HeaderIcons />, path);
}

const icons = () => screen.getByRole('list', { name: /Покупки|Shopping|შოპინგი/ });

describe('HeaderIcons for a guest', () => {
  beforeEach(() => visitor());

  it('links the cart and the wishlist without badges while both are empty', () => {
    renderIcons();
    expect(within(icons()).getByRole('link', { name: 'Корзина' })).toHaveAttribute('href', '/cart');
    expect(within(icons()).getByRole('link', { name: 'Избранное' })).toHaveAttribute('href', '/account/wishlist');
    expect(icons()).not.toHaveTextContent(/\d/);
  });

  it('shows the bonus card link with the gift icon, and no membership link', () => {
    renderIcons();
    const bonus = within(icons()).getByRole('link', { name: 'Бонусная карта' });
    expect(bonus).toHaveAttribute('href', '/bonus-card');
    expect(bonus.querySelector('svg')).not.toBeNull();
    expect(within(icons()).queryByRole('link', { name: 'Моя бонусная карта' })).toBeNull();
  });

  it('opens the login popup from the account icon: same page, #auth', async () => {
    renderIcons();
    const login = within(icons()).getByRole('link', { name: 'Войти' });
    expect(login).toHaveAttribute('href', '/blog?page=2#auth');
    await userEvent.click(login);
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/blog\?page=2#auth$/);
  });
});

describe('HeaderIcons for a logged-in customer', () => {
  beforeEach(() => visitor({ loggedIn: true }));

  it('replaces the bonus card with membership and links the account, in the current language', () => {
    renderIcons('/en/blog', 'en-gb');
    expect(within(icons()).getByRole('link', { name: 'My bonus card' })).toHaveAttribute('href', '/en/account/membership');
    expect(within(icons()).queryByRole('link', { name: 'Bonus card' })).toBeNull();
    expect(within(icons()).getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/en/account');
    expect(within(icons()).queryByRole('link', { name: 'Log in' })).toBeNull();
  });
});

describe('HeaderIcons badges', () => {
  it.each([
    [1, 'Корзина, 1 товар'],
    [3, 'Корзина, 3 товара'],
    [5, 'Корзина, 5 товаров'],
    [21, 'Корзина, 21 товар'],
    [112, 'Корзина, 112 товаров'],
  ])('counts %i cart items in Russian plural forms', (cart, name) => {
    visitor({ cart });
    renderIcons();
    const link = within(icons()).getByRole('link', { name });
    expect(link).toHaveTextContent(cart > 99 ? '99+' : String(cart));
  });

  it('shows the wishlist badge only with items, in English too', () => {
    visitor({ cart: 1, wishlist: 2 });
    renderIcons('/en', 'en-gb');
    expect(within(icons()).getByRole('link', { name: 'Cart, 1 item' })).toHaveTextContent('1');
    expect(within(icons()).getByRole('link', { name: 'Wishlist, 2 items' })).toHaveTextContent('2');
  });

  it('names the counts in Georgian', () => {
    visitor({ cart: 4 });
    renderIcons('/ka', 'ka-ge');
    expect(within(icons()).getByRole('link', { name: 'კალათა, 4 პროდუქტი' })).toHaveAttribute('href', '/ka/cart');
    expect(within(icons()).getByRole('link', { name: 'რჩეულები' })).not.toHaveTextContent(/\d/);
  });
});
