import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@shop/i18n';
import { markLoggedIn, useSettings } from '@shop/session';
import { CUSTOMER, fakeApi, resetPage, serverCart, type FakeApi } from '@shop/session/testing';
import LoyaltyPage from '../../exposes/loyalty-page';
import { historyEntry, loyaltyInfo, outsider, settings } from '../../test/fixtures';
import { renderPage } from '@shop/router/testing';

jest.mock('@shop/api-client', () => ({ ...jest.requireActual('@shop/api-client'), apiGet: jest.fn(), apiPost: jest.fn() }));
jest.mock('@shop/session', () => ({ ...jest.requireActual('@shop/session'), useSettings: jest.fn() }));

const LINK = 'https://mira.example/invite/AbCd1234';

let api: FakeApi;
beforeEach(() => {
  resetPage();
  api = fakeApi();
  jest.mocked(useSettings).mockReturnValue(settings());
  api.on('GET', 'cart/v2/', serverCart([]));
  api.on('POST', 'wishlist/get', { status: 200, items: [], products: [] });
  api.on('GET', 'loyalty/info', { status: 200, loyaltyInfo: loyaltyInfo() });
  api.on('GET', 'loyalty/link', { status: 200, link: LINK, code: 'AbCd1234' });
  api.on('GET', 'loyalty/history', {
    status: 200,
    history: [
      historyEntry(3, { action: 'spent', points: -50, order_id: 43 }),
      historyEntry(2, { action: 'visit', points: 0, order_id: null, created_at: '2026-03-04T09:00:00Z' }),
    ],
    total: 3,
  });
  act(() => {
    initI18n({ language: 'ru-ru' });
    markLoggedIn(CUSTOMER);
  });
});

const text = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ');
const figures = (region: HTMLElement) =>
  Object.fromEntries(within(region).getAllByRole('term').map((term) => [term.textContent, text(term.nextElementSibling as HTMLElement)]));
const rows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => text(cell)));

describe('/account/membership for a member', () => {
  it('shows the points, the level with its discount and cashback, and the way to the next level', async () => {
    renderPage(<LoyaltyPage view="membership" />, '/account/membership');
    const status = await screen.findByRole('region', { name: 'Ваш статус' });
    expect(document.title).toBe('Программа лояльности');
    expect(figures(status)).toEqual({ 'Баллов на счёте': '1 250 баллов', Уровень: 'Серебро', 'Скидка уровня': '3%', Кэшбэк: '5%' });
    expect(within(status).getByRole('progressbar', { name: 'Прогресс до уровня «Золото»' })).toHaveAttribute('value', '31');
    expect(within(status).getByText('До уровня «Золото» осталось 2 750 баллов.')).toBeInTheDocument();

    const rules = screen.getByRole('region', { name: 'Как это работает' });
    expect(within(rules).getAllByRole('listitem').map((item) => text(item))).toEqual([
      'За каждый оплаченный заказ мы начисляем кэшбэк баллами: 5% стоимости товаров на вашем уровне.',
      'Баллами можно оплатить до 30% стоимости товаров в корзине.',
      '1 балл = 0,01 ₽.',
      'За друга, который оплатит первый заказ по вашей ссылке, — 500 баллов.',
      'Чем больше баллов начислено, тем выше уровень, а с ним скидка на каждый заказ и кэшбэк.',
    ]);

    const levels = screen.getByRole('table', { name: 'Уровни программы' });
    expect(within(levels).getAllByRole('row').slice(1).map((row) => text(row))).toEqual([
      'Бронзаот 0 баллов0%3%',
      'Серебро — ваш уровеньот 1 000 баллов3%5%',
      'Золотоот 5 000 баллов5%7%',
      'Платинаот 15 000 баллов10%10%',
    ]);
    expect(within(levels).getAllByRole('row')[2]).toHaveAttribute('aria-current', 'true');
  });

  it('says so at the top level', async () => {
    api.on('GET', 'loyalty/info', { status: 200, loyaltyInfo: loyaltyInfo({ next_level: null, points_to_next: 0 }) });
    renderPage(<LoyaltyPage view="membership" />, '/account/membership');
    expect(await screen.findByText('У вас максимальный уровень программы.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('copies and shares the invitation link', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    const share = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText }, share });
    renderPage(<LoyaltyPage view="membership" />, '/account/membership');
    const invite = await screen.findByRole('region', { name: 'Пригласите друга' });
    expect(within(invite).getByText('Поделитесь ссылкой: когда друг оплатит первый заказ, вы получите 500 баллов.')).toBeInTheDocument();
    expect(await within(invite).findByRole('textbox', { name: 'Ваша ссылка-приглашение' })).toHaveValue(LINK);

    await userEvent.click(within(invite).getByRole('button', { name: 'Скопировать ссылку' }));
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(await within(invite).findByText('Ссылка скопирована')).toBeInTheDocument();

    await userEvent.click(within(invite).getByRole('button', { name: 'Поделиться' }));
    expect(share).toHaveBeenCalledWith({ title: 'Приглашение в Mira', text: 'Присоединяйтесь к Mira: зарегистрируйтесь по моей ссылке.', url: LINK });
    Reflect.deleteProperty(navigator, 'share');
  });

  it('has no share button where the device cannot share, and says when copying was refused', async () => {
    Object.assign(navigator, { clipboard: { writeText: jest.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')) } });
    renderPage(<LoyaltyPage view="membership" />, '/account/membership');
    const invite = await screen.findByRole('region', { name: 'Пригласите друга' });
    const field = await within(invite).findByRole('textbox', { name: 'Ваша ссылка-приглашение' });
    expect(within(invite).queryByRole('button', { name: 'Поделиться' })).not.toBeInTheDocument();
    await userEvent.click(within(invite).getByRole('button', { name: 'Скопировать ссылку' }));
    expect(await within(invite).findByRole('alert')).toHaveTextContent('Не удалось скопировать');
    expect(field).toHaveFocus();
  });

  it('lists the history with date, action, order and points, and shows more', async () => {
    api.on('GET', 'loyalty/history?page=2', { status: 200, history: [historyEntry(1, { action: 'joined', points: 0, order_id: null, created_at: '2026-03-01T09:00:00Z' })], total: 3 });
    renderPage(<LoyaltyPage view="membership" />, '/account/membership');
    const history = await screen.findByRole('table', { name: 'История' });
    expect(rows(history)).toEqual([
      ['5 марта 2026 г.', 'Оплата баллами, заказ № 43', '−50'],
      ['4 марта 2026 г.', 'Переход по вашей ссылке-приглашению', ''],
    ]);
    expect(within(history).getByRole('link', { name: 'заказ № 43' })).toHaveAttribute('href', '/account/order/43');

    await userEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(await within(history).findByText('Вступление в программу')).toBeInTheDocument();
    expect(rows(history)).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
  });
});

describe('/account/membership for an outsider', () => {
  it('offers to join, and shows the member view once joined', async () => {
    api.on('GET', 'loyalty/info', { status: 200, loyaltyInfo: outsider() });
    api.on('POST', 'loyalty/create-action-to-confirm', { status: 200, loyaltyInfo: loyaltyInfo({ level: null, points: 0, total_points: 0, points_to_next: 1000, next_level: loyaltyInfo().level }) });
    renderPage(<LoyaltyPage view="membership" />, '/account/membership');
    expect(await screen.findByText('Вы пока не участвуете в программе лояльности.')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Уровни программы' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Пригласите друга' })).not.toBeInTheDocument();
    expect(api.paths()).not.toContain('GET loyalty/link');

    await userEvent.click(screen.getByRole('button', { name: 'Вступить в программу' }));
    expect(await screen.findByText('Вы участник программы лояльности.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === 'loyalty/create-action-to-confirm')?.body).toEqual({ action: 'join' });
    expect(await screen.findByRole('region', { name: 'Пригласите друга' })).toBeInTheDocument();
    expect(screen.getByText('До уровня «Серебро» осталось 1 000 баллов.')).toBeInTheDocument();
  });

  it('says when joining failed', async () => {
    api.on('GET', 'loyalty/info', { status: 200, loyaltyInfo: outsider() });
    api.on('POST', 'loyalty/create-action-to-confirm', { status: 400, error: 'validation' });
    renderPage(<LoyaltyPage view="membership" />, '/account/membership');
    await userEvent.click(await screen.findByRole('button', { name: 'Вступить в программу' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось вступить в программу. Попробуйте ещё раз.');
  });
});

describe('/account/cashback', () => {
  it('shows the balance, what was earned, the cashback share and the rewards history', async () => {
    api.on('GET', 'account/rewards-history', { status: 200, history: [historyEntry(5)], total: 1 });
    renderPage(<LoyaltyPage view="cashback" />, '/account/cashback');
    const cashback = await screen.findByRole('region', { name: 'Кэшбэк' });
    expect(screen.getByRole('heading', { level: 1, name: 'Кэшбэк' })).toBeInTheDocument();
    expect(figures(cashback)).toEqual({ 'Баллов на счёте': '1 250 баллов', 'Всего начислено': '2 250 баллов', Кэшбэк: '5%' });
    const history = await screen.findByRole('table', { name: 'История начислений' });
    expect(rows(history)).toEqual([['5 марта 2026 г.', 'Кэшбэк за заказ, заказ № 42', '+120']]);
    expect(api.paths()).not.toContain('GET loyalty/history');
    expect(within(screen.getByRole('navigation', { name: 'Личный кабинет' })).getByRole('link', { name: 'Кэшбэк' })).toHaveAttribute('aria-current', 'page');
  });

  it('points an outsider to the programme, and says when there is no history', async () => {
    api.on('GET', 'loyalty/info', { status: 200, loyaltyInfo: outsider() });
    api.on('GET', 'account/rewards-history', { status: 200, history: [], total: 0 });
    renderPage(<LoyaltyPage view="cashback" />, '/account/cashback');
    expect(await screen.findByText('Вступите в программу лояльности, чтобы получать кэшбэк баллами.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'О программе лояльности' })).toHaveAttribute('href', '/account/membership');
    expect(await screen.findByText('Пока здесь пусто.')).toBeInTheDocument();
  });

  it('speaks English', async () => {
    act(() => initI18n({ language: 'en-gb' }));
    api.on('GET', 'account/rewards-history', { status: 200, history: [historyEntry(5)], total: 1 });
    renderPage(<LoyaltyPage view="cashback" />, '/en/account/cashback');
    const history = await screen.findByRole('table', { name: 'Rewards history' });
    expect(rows(history)).toEqual([['5 March 2026', 'Cashback for an order, order no. 42', '+120']]);
    expect(figures(screen.getByRole('region', { name: 'Cashback' }))['Points balance']).toBe('1 250 points');
  });
});
