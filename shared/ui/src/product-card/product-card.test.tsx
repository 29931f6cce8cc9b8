import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductCard as ProductCardData } from '@shop/contracts';
import { initI18n } from '@shop/i18n';
import { MemoryRouter } from '@shop/router';
import { bus, useWishlist } from '@shop/session';
import { ProductCard } from './product-card';
import { cardBadge } from './card-badge';

const coat: ProductCardData = {
  type: 'product', id: 2, sku: 'CTW-000002', name: 'Light blue coat', url_path: 'light-blue-coat-ctw-000002', page: 1,
  image: '/api/media/product/5-400.webp', image_id: 5, price: 1_299_000, old_price: null, currency: 'USD', stock: 'inStock',
};

function WishlistProbe() {
  return <output data-testid="wishlist">{useWishlist().items.join(',')}</output>;
}

const renderCard = (product: ProductCardData) =>
  render(
    <MemoryRouter>
      <ProductCard product={product} />
      <WishlistProbe />
    </MemoryRouter>,
  );

beforeEach(() => act(() => initI18n({ language: 'en-gb' })));

describe('ProductCard', () => {
  it('links the photo and name to the product in the current language, with its price', () => {
    renderCard(coat);
    expect(screen.getByRole('link', { name: 'Light blue coat' })).toHaveAttribute('href', '/en/light-blue-coat-ctw-000002');
    expect(screen.getByText('12 990 $')).toBeInTheDocument();
    const photo = screen.getByRole('link').querySelector('img')!;
    expect(photo).toHaveAttribute('srcset', expect.stringContaining('/api/media/product/5-768.webp 768w'));
    expect(photo).toHaveAttribute('width', '400');
    expect(photo).toHaveAttribute('height', '600');
  });

  it('shows the sale price, the old price and the discount', () => {
    renderCard({ ...coat, price: 750_000, old_price: 1_000_000 });
    expect(screen.getByText('10 000 $').tagName).toBe('S');
    expect(screen.getByText('−25%')).toBeInTheDocument();
  });

  it('toggles the wishlist heart; a guest is asked to log in to keep it', async () => {
    const authRequired = jest.fn();
    const off = bus.on('auth:required', authRequired);
    renderCard(coat);
    await userEvent.click(screen.getByRole('button', { name: 'Add “Light blue coat” to wishlist' }));
    expect(screen.getByTestId('wishlist')).toHaveTextContent('CTW-000002');
    expect(screen.getByRole('button', { name: 'Remove “Light blue coat” from wishlist' })).toHaveAttribute('aria-pressed', 'true');
    expect(authRequired).toHaveBeenCalledWith({ reason: 'wishlist' });
    await userEvent.click(screen.getByRole('button', { name: 'Remove “Light blue coat” from wishlist' }));
    expect(screen.getByTestId('wishlist')).toHaveTextContent('');
    off();
  });
});

describe('the card badge', () => {
  it.each([
    [{ stock: 'outOfStock', price: 100, old_price: 200 }, 'stock.outOfStock'],
    [{ stock: 'preOrder', price: 100, old_price: null }, 'stock.preOrder'],
    [{ stock: 'inStock', price: 100, old_price: 200 }, 'card.discount'],
    [{ stock: 'twoToThreeDays', price: 100, old_price: null }, 'stock.twoToThreeDays'],
  ] as const)('%o says %s', (product, text) => {
    expect(cardBadge(product)?.text).toBe(text);
  });

  it('says nothing for an in-stock product at full price', () => {
    expect(cardBadge({ stock: 'inStock', price: 100, old_price: null })).toBeNull();
  });
});
