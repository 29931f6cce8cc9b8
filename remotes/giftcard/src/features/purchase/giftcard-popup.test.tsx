import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { initI18n } from '@shop/i18n';
import { markLoggedIn } from '@shop/session';
import { CUSTOMER, fakeApi, resetPage, serverCart, type FakeApi } from '@shop/session/testing';
import GiftcardPopup from '../../exposes/giftcard-popup';
import { infoReply } from '../../test/fixtures';
import { location, renderPage } from '@shop/router/testing';

jest.mock('@shop/api-client', () => ({ ...jest.requireActual('@shop/api-client'), apiGet: jest.fn(), apiPost: jest.fn() }));

let api: FakeApi;
beforeEach(() => {
  resetPage();
  api = fakeApi();
  api.on('GET', 'giftcard/info', infoReply());
  act(() => initI18n({ language: 'ru-ru' }));
});

const close = jest.fn();

async function openPopup(url = '/blog#giftcard') {
  const user = userEvent.setup();
  renderPage(<GiftcardPopup close={close} />, url);
  await screen.findByRole('group', { name: 'Номинал' });
  return user;
}

const field = (name: string, scope: HTMLElement = document.body) => within(scope).getByRole('textbox', { name });
const buyerGroup = () => screen.getByRole('group', { name: 'Ваши данные' });

async function fillBuyer(user: UserEvent) {
  await user.type(field('Имя', buyerGroup()), 'Нино');
  await user.type(field('Фамилия', buyerGroup()), 'Беридзе');
  await user.type(field('Телефон', buyerGroup()), '+995555123456');
  await user.type(field('E-mail', buyerGroup()), 'nino@example.ge');
}

describe('the gift card purchase popup', () => {
  it('offers the amounts and designs the server sells, with how long a card lasts', async () => {
    await openPopup();
    expect(screen.getByRole('heading', { level: 2, name: 'Подарочная карта' })).toBeInTheDocument();
    expect(screen.getByText(/в течение 12 месяцев/)).toBeInTheDocument();
    const amounts = within(screen.getByRole('group', { name: 'Номинал' })).getAllByRole('radio');
    expect(amounts.map((radio) => radio.closest('label')?.textContent)).toEqual(['1\u00a0000\u00a0₽', '3\u00a0000\u00a0₽', '5\u00a0000\u00a0₽']);
    expect(amounts.some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
    const designs = screen.getByRole('group', { name: 'Дизайн' });
    expect(within(designs).getByRole('radio', { name: 'Праздник' })).toBeChecked();
    expect(within(designs).getByRole('radio', { name: 'Цветы' }).closest('label')?.querySelector('img')).toHaveAttribute('src', '/api/media/giftcard/2-768.webp');
    expect(screen.getByRole('radio', { name: 'Себе' })).toBeChecked();
    expect(screen.queryByRole('group', { name: 'Получатель' })).not.toBeInTheDocument();
  });

  it('says "Please fill in all fields!" when something is missing, and sends nothing', async () => {
    const user = await openPopup();
    await user.click(screen.getByRole('button', { name: 'Перейти к оплате' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain('Пожалуйста, заполните все поля!');
    expect(field('Имя', buyerGroup())).toHaveAttribute('aria-invalid', 'true');
    expect(field('Имя', buyerGroup())).toHaveFocus();

    // The fields filled, the amount still missing: focus goes to the amounts.
    await fillBuyer(user);
    await user.click(screen.getByRole('button', { name: 'Перейти к оплате' }));
    expect(screen.getByText('Пожалуйста, заполните все поля!')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^1\s000\s₽$/ })).toHaveFocus();
    expect(api.paths()).toEqual(['GET giftcard/info']);
  });

  it('buys a card for myself with the customer\'s own data, then opens the pay page in place of the popup', async () => {
    api.on('GET', 'cart/v2/', serverCart([]));
    api.on('POST', 'wishlist/get', { status: 200, items: [], products: [] });
    act(() => markLoggedIn({ ...CUSTOMER, firstname: 'Нино', lastname: 'Беридзе' }));
    api.on('POST', 'giftcard/buy', { status: 200, result: { order_id: 77 } });
    const user = await openPopup();
    expect(field('Имя', buyerGroup())).toHaveValue('Нино');
    expect(field('E-mail', buyerGroup())).toHaveValue('nino@example.ge');
    expect(field('Телефон', buyerGroup())).toHaveValue('+995 555 12 34 56');

    await user.click(screen.getByRole('radio', { name: /^3\s000\s₽$/ }));
    await user.click(screen.getByRole('radio', { name: 'Минимализм' }));
    await user.click(screen.getByRole('button', { name: /^Оплатить 3\s000\s₽$/ }));

    expect(await screen.findByText('/pay?order=77')).toBeInTheDocument();
    expect(location(screen)).toBe('/pay?order=77');
    expect(api.calls.find((call) => call.path === 'giftcard/buy')?.body).toEqual({
      amount: 300_000,
      design_id: 3,
      recipient: 'self',
      buyer: { firstname: 'Нино', lastname: 'Беридзе', telephone: '+995555123456', email: 'nino@example.ge' },
    });
  });

  it('sends a card to a recipient with a message, from a guest who types their data', async () => {
    api.on('POST', 'giftcard/buy', { status: 200, result: { order_id: 78 } });
    const user = await openPopup();
    await user.click(screen.getByRole('radio', { name: /^5\s000\s₽$/ }));
    await user.click(screen.getByRole('radio', { name: 'Получателю' }));
    const recipient = screen.getByRole('group', { name: 'Получатель' });
    await user.type(field('Имя', recipient), 'Тамара');
    await user.type(field('Фамилия', recipient), 'Гелашвили');
    await user.type(field('E-mail или телефон получателя', recipient), 'tamara@example.ge');
    await user.type(field('Поздравление (необязательно)', recipient), 'С днём рождения!');
    expect(screen.getByText('16 из 200')).toBeInTheDocument();
    await fillBuyer(user);
    await user.click(screen.getByRole('button', { name: /^Оплатить 5\s000\s₽$/ }));

    expect(await screen.findByText('/pay?order=78')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === 'giftcard/buy')?.body).toEqual({
      amount: 500_000,
      design_id: 1,
      recipient: 'other',
      buyer: { firstname: 'Нино', lastname: 'Беридзе', telephone: '+995555123456', email: 'nino@example.ge' },
      recipient_firstname: 'Тамара',
      recipient_lastname: 'Гелашвили',
      recipient_contact: 'tamara@example.ge',
      message: 'С днём рождения!',
    });
  });

  it('asks for all of the recipient\'s data, and for a contact that reaches them', async () => {
    const user = await openPopup();
    await user.click(screen.getByRole('radio', { name: /^1\s000\s₽$/ }));
    await user.click(screen.getByRole('radio', { name: 'Получателю' }));
    await fillBuyer(user);
    await user.click(screen.getByRole('button', { name: /^Оплатить 1\s000\s₽$/ }));
    expect(screen.getByText('Пожалуйста, заполните все поля!')).toBeInTheDocument();

    const recipient = screen.getByRole('group', { name: 'Получатель' });
    await user.type(field('Имя', recipient), 'Тамара');
    await user.type(field('Фамилия', recipient), 'Гелашвили');
    await user.type(field('E-mail или телефон получателя', recipient), 'tamara@example');
    await user.click(screen.getByRole('button', { name: /^Оплатить 1\s000\s₽$/ }));
    expect(screen.queryByText('Пожалуйста, заполните все поля!')).not.toBeInTheDocument();
    expect(field('E-mail или телефон получателя', recipient)).toHaveAccessibleDescription('Укажите e-mail или номер телефона получателя.');
    // A Georgian mobile a digit short is no number either.
    await user.clear(field('E-mail или телефон получателя', recipient));
    await user.type(field('E-mail или телефон получателя', recipient), '555 12 34 5');
    await user.click(screen.getByRole('button', { name: /^Оплатить 1\s000\s₽$/ }));
    expect(field('E-mail или телефон получателя', recipient)).toHaveAccessibleDescription('Укажите e-mail или номер телефона получателя.');
    expect(api.paths()).not.toContain('POST giftcard/buy');
    api.on('POST', 'giftcard/buy', { status: 200, result: { order_id: 79 } });
    await user.type(field('E-mail или телефон получателя', recipient), '6');
    await user.click(screen.getByRole('button', { name: /^Оплатить 1\s000\s₽$/ }));
    expect(await screen.findByText('/pay?order=79')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === 'giftcard/buy')?.body).toMatchObject({ recipient_contact: '555 12 34 56' });
  });

  it('shows the server\'s refusals: a field it does not take, a missing field, anything else', async () => {
    const user = await openPopup();
    await user.click(screen.getByRole('radio', { name: /^1\s000\s₽$/ }));
    await fillBuyer(user);

    api.on('POST', 'giftcard/buy', { status: 400, error: 'invalid_phone' });
    await user.click(screen.getByRole('button', { name: /^Оплатить 1\s000\s₽$/ }));
    expect(await screen.findByText('Проверьте номер телефона.')).toBeInTheDocument();
    expect(field('Телефон', buyerGroup())).toHaveAttribute('aria-invalid', 'true');

    api.on('POST', 'giftcard/buy', { status: 400, error: 'missing_fields' });
    await user.click(screen.getByRole('button', { name: /^Оплатить 1\s000\s₽$/ }));
    expect(await screen.findByText('Пожалуйста, заполните все поля!')).toBeInTheDocument();

    api.on('POST', 'giftcard/buy', { status: 400, error: 'validation' });
    await user.click(screen.getByRole('button', { name: /^Оплатить 1\s000\s₽$/ }));
    expect(await screen.findByText('Произошла ошибка, пожалуйста, обратитесь в службу поддержки.')).toBeInTheDocument();
    expect(location(screen)).toBe('/blog');
  });

  it('opens the pay page in the current language', async () => {
    api.on('GET', 'cart/v2/', serverCart([]));
    api.on('POST', 'wishlist/get', { status: 200, items: [], products: [] });
    act(() => {
      initI18n({ language: 'en-gb' });
      markLoggedIn(CUSTOMER);
    });
    api.on('POST', 'giftcard/buy', { status: 200, result: { order_id: 79 } });
    const user = userEvent.setup();
    renderPage(<GiftcardPopup close={close} />, '/en/blog#giftcard');
    await user.click(await screen.findByRole('radio', { name: /^1\s000\s₽$/ }));
    await user.click(screen.getByRole('button', { name: /^Pay 1\s000\s₽$/ }));
    expect(await screen.findByText('/en/pay?order=79')).toBeInTheDocument();
  });

  it('offers to try again when what is sold cannot be loaded', async () => {
    api.on('GET', 'giftcard/info', () => {
      throw new TypeError('Failed to fetch');
    });
    const user = userEvent.setup();
    renderPage(<GiftcardPopup close={close} />, '/#giftcard');
    expect(await screen.findByText('Не удалось загрузить данные.')).toBeInTheDocument();
    api.on('GET', 'giftcard/info', infoReply());
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('group', { name: 'Номинал' })).toBeInTheDocument();
  });

  it('says when no cards are on sale', async () => {
    api.on('GET', 'giftcard/info', infoReply({ designs: [] }));
    renderPage(<GiftcardPopup close={close} />, '/#giftcard');
    expect(await screen.findByText('Подарочные карты сейчас не продаются.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Перейти к оплате' })).not.toBeInTheDocument();
  });

  it.each([
    ['en-gb', 'Amount', 'Who is it for', 'For someone else', 'Go to payment', 'Please fill in all fields!', /for 12 months/],
    ['ka-ge', 'ნომინალი', 'ვისთვის', 'სხვისთვის', 'გადახდაზე გადასვლა', 'გთხოვთ, შეავსოთ ყველა ველი!', /12 თვის/],
  ] as const)('speaks %s', async (language, amount, recipient, other, pay, missing, validity) => {
    act(() => initI18n({ language }));
    const user = userEvent.setup();
    renderPage(<GiftcardPopup close={close} />, '/#giftcard');
    expect(await screen.findByRole('group', { name: amount })).toBeInTheDocument();
    expect(screen.getByText(validity)).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: recipient })).getByRole('radio', { name: other })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: pay }));
    expect(screen.getByText(missing)).toBeInTheDocument();
  });
});
