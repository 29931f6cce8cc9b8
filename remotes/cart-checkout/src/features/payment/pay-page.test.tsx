import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_CARDS } from '@shop/contracts';
import { initI18n } from '@shop/i18n';
import PayPage from '../../exposes/pay-page';
import PaymentResultPage from '../../exposes/payment-result-page';
import { order, payment } from '../../test/fixtures';
import { renderPage } from '@shop/router/testing';
import { fetchFinishedOrder } from '../order/api';
import { fetchPaymentData, sendPaymentResult } from './api';

jest.mock('./api');
jest.mock('../order/api');
// The order error texts read the shop's minimum order amount from the settings.
jest.mock('@shop/session', () => ({ ...jest.requireActual('@shop/session'), useSettings: () => jest.requireActual('../../test/fixtures').settings() }));

beforeEach(() => {
  jest.clearAllMocks();
  act(() => initI18n({ language: 'ru-ru' }));
});

async function payWith(card: string) {
  await userEvent.type(await screen.findByLabelText('Номер карты'), card);
  await userEvent.type(screen.getByLabelText('Срок действия'), '12/30');
  await userEvent.type(screen.getByLabelText('CVC'), '123');
  await userEvent.click(screen.getByRole('button', { name: 'Оплатить' }));
}

it('shows the payment state, asks for the second step a card needs, then goes to its link', async () => {
  jest.mocked(fetchPaymentData).mockResolvedValue({ status: 200, payment: payment() });
  jest.mocked(sendPaymentResult)
    .mockResolvedValueOnce({ status: 200, payment: payment({ status: 'requires_confirmation' }) })
    .mockResolvedValueOnce({ status: 200, payment: payment({ status: 'paid', link: '/success/42' }) });
  const view = renderPage(<PayPage orderId={42} />, '/pay?order=42');

  expect(await screen.findByText('Ожидает оплаты картой')).toBeInTheDocument();
  expect(screen.getByText(new RegExp(TEST_CARDS.confirm))).toBeInTheDocument();
  await payWith(TEST_CARDS.confirm);
  expect(sendPaymentResult).toHaveBeenCalledWith({ order_id: 42, card_number: TEST_CARDS.confirm, expiry: '12/30', cvc: '123' });
  expect(await screen.findByText('Требуется подтверждение')).toBeInTheDocument();

  await userEvent.type(screen.getByLabelText('Код подтверждения'), '1234');
  await userEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
  expect(sendPaymentResult).toHaveBeenLastCalledWith({ order_id: 42, confirmation_code: '1234' });
  await waitFor(() => expect(view.getByLabelText('location')).toHaveTextContent('/success/42'));
});

it('checks the expiry and shows a refusal in words', async () => {
  jest.mocked(fetchPaymentData).mockResolvedValue({ status: 200, payment: payment() });
  jest.mocked(sendPaymentResult).mockResolvedValue({ status: 400, error: 'invalid_card' });
  renderPage(<PayPage orderId={42} />);
  await userEvent.type(await screen.findByLabelText('Номер карты'), TEST_CARDS.success);
  await userEvent.type(screen.getByLabelText('Срок действия'), '13/30');
  await userEvent.type(screen.getByLabelText('CVC'), '123');
  await userEvent.click(screen.getByRole('button', { name: 'Оплатить' }));
  expect(screen.getByLabelText('Срок действия')).toHaveAccessibleDescription('Укажите срок в виде ММ/ГГ');
  expect(sendPaymentResult).not.toHaveBeenCalled();

  await userEvent.clear(screen.getByLabelText('Срок действия'));
  await userEvent.type(screen.getByLabelText('Срок действия'), '1230');
  await userEvent.click(screen.getByRole('button', { name: 'Оплатить' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Проверьте номер карты, срок действия и CVC.');
  expect(sendPaymentResult).toHaveBeenCalledWith({ order_id: 42, card_number: TEST_CARDS.success, expiry: '12/30', cvc: '123' });
});

it('shows a paid order as paid, with its success page, and no card form', async () => {
  jest.mocked(fetchPaymentData).mockResolvedValue({ status: 200, payment: payment({ status: 'paid', link: '/success/42' }) });
  renderPage(<PayPage orderId={42} />);
  expect(await screen.findByText('Заказ уже оплачен.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Перейти к заказу' })).toHaveAttribute('href', '/success/42');
  expect(screen.queryByLabelText('Номер карты')).not.toBeInTheDocument();
});

it('says an unknown order is not found', async () => {
  jest.mocked(fetchPaymentData).mockResolvedValue({ status: 400, error: 'not_found' });
  renderPage(<PayPage orderId={9} />);
  expect(await screen.findByText('Заказ не найден.')).toBeInTheDocument();
});

it('asks for the order number when its address names none (the shop\'s own payment address), and goes to that order', async () => {
  const view = renderPage(<PayPage />, '/online-payment');
  expect(fetchPaymentData).not.toHaveBeenCalled();
  await userEvent.type(screen.getByLabelText('Номер заказа'), '42');
  await userEvent.click(screen.getByRole('button', { name: 'Перейти к оплате' }));
  await waitFor(() => expect(view.getByLabelText('location')).toHaveTextContent('/online-payment?order=42'));
});

it.each([
  ['success', 'Оплата прошла', 'Спасибо! Оплата получена.'],
  ['failure', 'Оплата не прошла', 'Произошла ошибка при оплате. Пожалуйста, попробуйте снова.'],
] as const)('the %s result page without an order says what its address says', (outcome, heading, text) => {
  renderPage(<PaymentResultPage outcome={outcome} />);
  expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  expect(screen.getByText(text)).toBeInTheDocument();
  expect(fetchFinishedOrder).not.toHaveBeenCalled();
});

describe('a result page with its order shows the order\'s real state, whatever its address says', () => {
  const finished = (state: Parameters<typeof payment>[0]) =>
    jest.mocked(fetchFinishedOrder).mockResolvedValue({ status: 200, finishedOrder: order(), paymentData: payment({ orderId: 42, ...state }) });

  it('a paid order reached by the failure address says it is paid, never that it waits, and leads to the order', async () => {
    finished({ status: 'paid', text: 'Оплачен', total: 129_000 });
    renderPage(<PaymentResultPage outcome="failure" orderId={42} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Оплата прошла' })).toBeInTheDocument();
    expect(screen.getByText('Спасибо! Оплата получена.')).toBeInTheDocument();
    expect(screen.queryByText(/ждёт оплаты|Ожидает оплаты/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти к заказу' })).toHaveAttribute('href', '/success/42');
    expect(fetchFinishedOrder).toHaveBeenCalledWith(42);
  });

  it('an order still to pay reached by the success address says so and leads back to the pay page', async () => {
    finished({ status: 'pending', text: 'Ожидает оплаты' });
    renderPage(<PaymentResultPage outcome="success" orderId={42} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Заказ ждёт оплаты' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Оплатить' })).toHaveAttribute('href', '/pay?order=42');
  });

  it('a failed payment is an alert, with the amount due and a way to pay again', async () => {
    finished({ status: 'failed', text: 'Ошибка оплаты', total: 250_000, currency: 'GEL' });
    renderPage(<PaymentResultPage outcome="failure" orderId={42} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Произошла ошибка при оплате. Пожалуйста, попробуйте снова.');
    expect(screen.getByText(/^2\s500\s₾$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Оплатить снова' })).toHaveAttribute('href', '/pay?order=42');
  });

  it('an order that is not the session\'s is not found', async () => {
    jest.mocked(fetchFinishedOrder).mockResolvedValue({ status: 400, error: 'not_found' });
    renderPage(<PaymentResultPage outcome="success" orderId={7} />);
    expect(await screen.findByText('Заказ не найден.')).toBeInTheDocument();
  });
});
