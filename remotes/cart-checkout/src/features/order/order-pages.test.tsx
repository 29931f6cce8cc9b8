import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@shop/i18n';
import OrderFailurePage from '../../exposes/order-failure-page';
import OrderSuccessPage from '../../exposes/order-success-page';
import SharedOrderPage from '../../exposes/shared-order-page';
import { order, payment } from '../../test/fixtures';
import { renderPage } from '@shop/router/testing';
import { fetchFinishedOrder, fetchOrderSuccess, fetchSharedOrder } from './api';

jest.mock('./api');
// The order error texts read the shop's minimum order amount from the settings.
jest.mock('@shop/session', () => ({ ...jest.requireActual('@shop/session'), useSettings: () => jest.requireActual('../../test/fixtures').settings() }));

beforeEach(() => {
  act(() => initI18n({ language: 'ru-ru' }));
});

describe('/success/{orderId}', () => {
  it('thanks, shows the spec §3 order display with tracking, and copies the shared link', async () => {
    jest.mocked(fetchOrderSuccess).mockResolvedValue({ status: 200, order: order({ tracking_number: 'RU123', tracking_link: 'https://track.example/RU123' }) });
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    renderPage(<OrderSuccessPage orderId={42} />, '/success/42');

    expect(await screen.findByText('Ваш заказ № 42 принят.')).toBeInTheDocument();
    const display = screen.getByRole('article', { name: 'Заказ № 42' });
    expect(within(display).getByText('5 марта 2026 г.')).toBeInTheDocument();
    expect(within(display).getByText('Москва, Тверская, 7, кв. 12')).toBeInTheDocument();
    expect(within(display).getByText('Курьер')).toBeInTheDocument();
    expect(within(display).getByText('Картой онлайн')).toBeInTheDocument();
    expect(within(display).getByRole('link', { name: 'RU123' })).toHaveAttribute('href', 'https://track.example/RU123');
    expect(within(display).getByRole('link', { name: 'Зелёное платье' })).toHaveAttribute('href', '/green-dress');
    expect(within(display).getByText('2 штуки')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Сумма заказа', { selector: 'dl' })).getAllByRole('term').map((term) => term.textContent)).toEqual(['Товары', 'Доставка', 'Итого']);
    expect(fetchOrderSuccess).toHaveBeenCalledWith(42);

    await userEvent.click(screen.getByRole('button', { name: 'Скопировать ссылку' }));
    expect(writeText).toHaveBeenCalledWith('http://localhost/order/shared/AAAAAAAAAAAAAAAAAAAAAA');
    expect(await screen.findByText('Ссылка скопирована')).toBeInTheDocument();
  });

  /** A gift card order as POST /giftcard/buy places it: no lines, no delivery, its totals the card's amount. */
  const giftcardOrder = (amount: number, currency: 'RUB' | 'USD') => order({
    kind: 'giftcard', delivery_method: null, address: '', city: '', items: [], grand_total: amount, currency,
    totals: [{ code: 'subtotal', value: amount }, { code: 'total', value: amount }],
  });

  it('shows a gift card order as the card it bought, without a delivery method or an address: nothing is delivered', async () => {
    jest.mocked(fetchOrderSuccess).mockResolvedValue({ status: 200, order: giftcardOrder(5000, 'RUB') });
    renderPage(<OrderSuccessPage orderId={42} />, '/success/42');

    const display = await screen.findByRole('article', { name: 'Заказ № 42' });
    expect(within(display).getByText('Картой онлайн')).toBeInTheDocument();
    expect(within(display).queryByText('Способ доставки')).not.toBeInTheDocument();
    expect(within(display).queryByText('Адрес')).not.toBeInTheDocument();
    // What was bought, under the items heading, instead of an empty list.
    expect(within(display).getByRole('heading', { level: 3, name: 'Товары' })).toBeInTheDocument();
    expect(within(display).getByText('Подарочная карта на 50 ₽')).toBeInTheDocument();
    expect(within(display).queryByRole('list')).not.toBeInTheDocument();
  });

  it.each([
    ['en-gb', '/en/success/42', 'Order No. 42', 'Gift card worth 200 $'],
    ['ka-ge', '/ka/success/42', 'შეკვეთა № 42', 'სასაჩუქრე ბარათი 200 $ ღირებულებით'],
  ] as const)('in %s, names the gift card an order bought with its amount', async (language, path, name, bought) => {
    act(() => initI18n({ language }));
    jest.mocked(fetchOrderSuccess).mockResolvedValue({ status: 200, order: giftcardOrder(20_000, 'USD') });
    renderPage(<OrderSuccessPage orderId={42} />, path);
    expect(within(await screen.findByRole('article', { name })).getByText(bought)).toBeInTheDocument();
  });

  it('says an order of another session is not found', async () => {
    jest.mocked(fetchOrderSuccess).mockResolvedValue({ status: 400, error: 'not_found' });
    renderPage(<OrderSuccessPage orderId={9} />, '/success/9');
    expect(await screen.findByText('Заказ не найден.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
  });
});

describe('/order/shared/{token}', () => {
  it('shows the order display without tracking when there is none', async () => {
    jest.mocked(fetchSharedOrder).mockResolvedValue({ status: 200, order: order() });
    renderPage(<SharedOrderPage token="AAAAAAAAAAAAAAAAAAAAAA" />, '/order/shared/AAAAAAAAAAAAAAAAAAAAAA');
    expect(await screen.findByRole('article', { name: 'Заказ № 42' })).toBeInTheDocument();
    expect(screen.queryByText('Трек-номер')).not.toBeInTheDocument();
    expect(fetchSharedOrder).toHaveBeenCalledWith('AAAAAAAAAAAAAAAAAAAAAA');
  });

  it('says an unknown link leads to no order, with a way home', async () => {
    jest.mocked(fetchSharedOrder).mockResolvedValue({ status: 400, error: 'not_found' });
    renderPage(<SharedOrderPage token="BBBBBBBBBBBBBBBBBBBBBB" />);
    expect(await screen.findByText('Заказ не найден.')).toBeInTheDocument();
  });

  it('speaks English', async () => {
    act(() => initI18n({ language: 'en-gb' }));
    jest.mocked(fetchSharedOrder).mockResolvedValue({ status: 400, error: 'not_found' });
    renderPage(<SharedOrderPage token="BBBBBBBBBBBBBBBBBBBBBB" />, '/order/shared/BBBBBBBBBBBBBBBBBBBBBB');
    expect(await screen.findByText('Order not found.')).toBeInTheDocument();
  });
});

it('/failure/{orderId} reads the order: a failed payment offers to pay again, one paid since leads to the order', async () => {
  jest.mocked(fetchFinishedOrder).mockResolvedValue({ status: 200, finishedOrder: order(), paymentData: payment({ orderId: 42, status: 'failed', text: 'Ошибка оплаты' }) });
  const { unmount } = renderPage(<OrderFailurePage orderId={42} />, '/failure/42');
  expect(await screen.findByRole('alert')).toHaveTextContent('Произошла ошибка при оплате. Пожалуйста, попробуйте снова.');
  expect(screen.getByRole('link', { name: 'Оплатить снова' })).toHaveAttribute('href', '/pay?order=42');
  unmount();

  jest.mocked(fetchFinishedOrder).mockResolvedValue({ status: 200, finishedOrder: order(), paymentData: payment({ orderId: 42, status: 'paid', text: 'Оплачен' }) });
  renderPage(<OrderFailurePage orderId={42} />, '/failure/42');
  expect(await screen.findByRole('heading', { level: 1, name: 'Оплата прошла' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Перейти к заказу' })).toHaveAttribute('href', '/success/42');
});
