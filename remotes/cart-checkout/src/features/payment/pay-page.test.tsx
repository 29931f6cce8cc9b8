import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_CARDS } from '@shop/contracts';
import { initI18n } from '@shop/i18n';
import PayPage from '../../exposes/pay-page';
import PaymentResultPage from '../../exposes/payment-result-page';
import { payment } from '../../test/fixtures';
import { renderPage } from '@shop/router/testing';
import { fetchPaymentData, sendPaymentResult } from './api';

jest.mock('./api');
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

it.each([
  ['success', 'Оплата прошла', 'Перейти к заказу', '/success/42'],
  ['failure', 'Оплата не прошла', 'Оплатить снова', '/pay?order=42'],
] as const)('the %s result page names the result and links on', (outcome, heading, link, href) => {
  renderPage(<PaymentResultPage outcome={outcome} orderId={42} />);
  expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', href);
});
