import { act, render, screen } from '@testing-library/react';
import { initI18n } from '@shop/i18n';
import { MemoryRouter } from '@shop/router';
import { useSettings } from '@shop/session';
import { fakeApi, resetPage } from '@shop/session/testing';
import CartPage from '../../exposes/cart-page';
import { cartReply, dressLine, settings } from '../../test/fixtures';

// The lines' chunk never arrives here: what the page shows while it comes.
jest.mock('./filled-cart', () => ({
  __esModule: true,
  default: function StillLoading(): never {
    throw new Promise(() => undefined);
  },
}));
jest.mock('@shop/api-client', () => ({ ...jest.requireActual('@shop/api-client'), apiGet: jest.fn(), apiPost: jest.fn() }));
jest.mock('@shop/session', () => ({ ...jest.requireActual('@shop/session'), useSettings: jest.fn() }));

beforeEach(() => {
  resetPage();
  jest.mocked(useSettings).mockReturnValue(settings());
  act(() => initI18n({ language: 'ru-ru' }));
});

it('keeps the recommendations back while the lines load: shown under the loading state, they were pushed down when the lines came', async () => {
  fakeApi().on('GET', 'cart/v2/', cartReply([dressLine(1)]));
  render(
    <MemoryRouter initialEntries={['/cart']}>
      <CartPage />
    </MemoryRouter>,
  );
  // The cart has come (its count shows); its lines' chunk has not.
  expect(await screen.findByText('1 товар')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Загружаем корзину…');
  expect(screen.queryByRole('region', { name: 'Вам может понравиться' })).not.toBeInTheDocument();
});
