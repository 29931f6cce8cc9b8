import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n, DEFAULT_LANGUAGES } from '@shop/i18n';
import { bus } from '@shop/session';
import { CurrencyNotice } from './currency-notice';

beforeEach(() => act(() => initI18n({ language: 'en-gb', languages: DEFAULT_LANGUAGES })));

describe('CurrencyNotice', () => {
  it('says what switching the cart\'s currency took off it, until closed', async () => {
    render(<CurrencyNotice />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    act(() => bus.emit('cart:currency-changed', { currency: 'GEL', removed: ['promocode', 'giftcard'] }));
    // Its words are a chunk of their own, loaded when there is something to say.
    expect(await screen.findAllByRole('listitem')).toHaveLength(2);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'The promo code was removed from your cart: it only applies to prices in another currency.',
      'The gift card was removed from your cart: it was issued in another currency.',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Close the message' }));
    expect(status).toBeEmptyDOMElement();
  });

  it('says it in the page\'s language', async () => {
    act(() => initI18n({ language: 'ru-ru', languages: DEFAULT_LANGUAGES }));
    render(<CurrencyNotice />);
    act(() => bus.emit('cart:currency-changed', { currency: 'RUB', removed: ['giftcard'] }));
    expect(await screen.findByText('Подарочная карта снята с корзины: она выпущена в другой валюте.')).toBeInTheDocument();
  });
});
