import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { replaceCart } from './cart-commands';
import { markLoggedIn } from './session-commands';
import { CUSTOMER, fakeApi, serverCart } from './testing/fake-api';
import { resetPage } from './testing/reset';
import { useCart, useCartCount } from './use-cart';
import { useSession } from './use-session';
import { useInWishlist, useWishlist, useWishlistCount } from './use-wishlist';
import { toggleWishlist } from './wishlist-commands';

jest.mock('@shop/api-client', () => ({ ...jest.requireActual('@shop/api-client'), apiGet: jest.fn(), apiPost: jest.fn() }));

beforeEach(() => {
  resetPage();
  fakeApi().on('POST', 'wishlist/get', { status: 200, items: [], products: [] });
});

function Badges() {
  const { loggedIn, customer, ready } = useSession();
  const cart = useCart();
  return (
    <ul>
      <li>{ready ? (loggedIn ? `Hello ${customer?.firstname}` : 'Guest') : 'Checking'}</li>
      <li>Cart {useCartCount()} pieces in {cart.cart.items.length} lines</li>
      <li>Wishlist {useWishlistCount()}: {useWishlist().items.join(',')}</li>
    </ul>
  );
}

function Heart({ sku }: { sku: string }) {
  const inWishlist = useInWishlist(sku);
  return (
    <button type="button" aria-pressed={inWishlist} onClick={() => void toggleWishlist(sku)}>
      Wishlist {sku}
    </button>
  );
}

it('the hooks follow the stores as the commands change them', async () => {
  render(
    <>
      <Badges />
      <Heart sku="A-1" />
    </>,
  );
  expect(screen.getByText('Checking')).toBeInTheDocument();
  expect(screen.getByText('Cart 0 pieces in 0 lines')).toBeInTheDocument();

  act(() => {
    replaceCart(serverCart([2, 3]));
  });
  expect(screen.getByText('Cart 5 pieces in 2 lines')).toBeInTheDocument();

  const heart = screen.getByRole('button', { name: 'Wishlist A-1' });
  expect(heart).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(heart);
  expect(heart).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByText('Wishlist 1: A-1')).toBeInTheDocument();

  await act(async () => {
    markLoggedIn(CUSTOMER);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(screen.getByText('Hello Nino')).toBeInTheDocument();
  // The refetch on login replaced the guest list with the account's (empty) one.
  expect(screen.getByText('Wishlist 0:')).toBeInTheDocument();
});
