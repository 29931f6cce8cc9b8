import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminDashboardReply, AdminOrder } from '@shop/contracts';
import { initI18n } from '@shop/i18n';
import { MemoryRouter, Route, Routes } from '@shop/router';
import { hydrateSession, markLoggedIn } from '@shop/session';
import { CUSTOMER, fakeApi, resetPage, serverCart } from '@shop/session/testing';
import { adminGet, adminPost, type AdminAnswer } from '../api/admin-api';
import BackOffice from './back-office';

jest.mock('@shop/api-client', () => ({ ...jest.requireActual('@shop/api-client'), apiGet: jest.fn(), apiPost: jest.fn() }));
jest.mock('../api/admin-api', () => ({ ...jest.requireActual('../api/admin-api'), adminGet: jest.fn(), adminPost: jest.fn() }));

const get = jest.mocked(adminGet);
const post = jest.mocked(adminPost);
/** What the admin API answers each GET path in a test (the reply's body beside `ok`, or a refusal). */
let answers: Record<string, AdminAnswer<Record<string, unknown>>>;

const refused = (status: number, error: string): AdminAnswer<never> => ({ ok: false, status, error, details: {} });

const DASHBOARD: Omit<AdminDashboardReply, 'status'> = {
  sales: [{ period: 'today', currency: 'RUB', orders: 3, revenue: 1_234_500 }, { period: 'week', currency: 'RUB', orders: 11, revenue: 4_000_000 }],
  waiting: [{ status: 'new', orders: 0 }, { status: 'awaiting_payment', orders: 1 }, { status: 'paid', orders: 4 }, { status: 'packed', orders: 2 }, { status: 'shipped', orders: 5 }],
  low_stock: [{ sku: 'DRS-1', size: 'M', name: 'Платье «Лён»', units: 1, stock_status: 'inStock', waiting: 3 }],
  open_questions: 2,
  open_requests: 1,
};

const ORDER: AdminOrder = {
  id: 42, status: 'paid', kind: 'order', placed_at: '2026-12-05T10:30:00Z', customer_id: 7, name: 'Nino Beridze', email: 'nino@example.ge', telephone: '+995555123456',
  payment_method: 'card', grand_total: 540_000, currency: 'RUB', units: 1, language: 'ka-ge', address: 'Тбилиси, Руставели, 12', shipping_method: 'courier', comment: '',
  tracking_number: null, tracking_link: null, lines: [{ sku: 'DRS-1', name: 'Платье «Лён»', size: 'M', price: 500_000, quantity: 1 }],
  totals: [{ code: 'subtotal', value: 500_000 }, { code: 'delivery', value: 40_000 }, { code: 'total', value: 540_000 }],
  payments: [{ attempt: 1, result: 'paid', card_last4: '4242', at: '2026-12-05T10:31:00Z' }], history: [], moves: ['packed', 'shipped', 'cancelled', 'refunded'],
};

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/admin/*" element={<BackOffice />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  resetPage();
  const api = fakeApi();
  api.on('GET', 'cart/v2/', serverCart([]));
  answers = {};
  get.mockReset().mockImplementation(async (path) => (answers[path] ?? refused(404, 'not_found')) as AdminAnswer<never>);
  post.mockReset();
  act(() => initI18n({ language: 'ru-ru' }));
});

async function asStaff(role: 'admin' | 'operator' | 'support') {
  answers.me = { ok: true, role, actor: 'customer:7 nino@example.ge' };
  await act(async () => markLoggedIn(CUSTOMER));
}

it('offers a guest the staff login and asks the admin API nothing', async () => {
  await act(() => hydrateSession());
  renderAt('/admin');
  expect(await screen.findByRole('heading', { level: 1, name: 'Вход для сотрудников' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '#auth');
  expect(get).not.toHaveBeenCalled();
});

it('refuses a customer without a staff role, naming who is logged in, after asking only who they are', async () => {
  answers.me = refused(403, 'forbidden');
  await act(async () => markLoggedIn(CUSTOMER));
  renderAt('/admin/orders');
  expect(await screen.findByRole('heading', { level: 1, name: 'Только для сотрудников магазина' })).toBeVisible();
  expect(screen.getByText(/Вы вошли как nino@example\.ge/)).toBeVisible();
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  expect(get.mock.calls.map(([path]) => path)).toEqual(['me']);
});

it('shows staff the dashboard in their frame: who they are, the areas their role opens, the figures', async () => {
  await asStaff('support');
  answers.dashboard = { ok: true, ...DASHBOARD };
  renderAt('/admin');
  expect(await screen.findByText('Вы вошли как nino@example.ge, роль: поддержка')).toBeVisible();
  const areas = screen.getByRole('navigation', { name: 'Разделы' });
  expect(within(areas).getAllByRole('link').map((link) => link.textContent)).toEqual(['Сводка', 'Заказы']);
  expect(within(areas).getByRole('link', { name: 'Сводка' })).toHaveAttribute('aria-current', 'page');
  const today = await screen.findByRole('region', { name: 'Сегодня' });
  expect(today).toHaveTextContent('3 заказа');
  expect(today).toHaveTextContent('12 345 ₽');
  expect(screen.getByRole('link', { name: 'Оплачен 4' })).toHaveAttribute('href', '/admin/orders?status=paid');
  expect(screen.getByRole('row', { name: /Платье «Лён».*M.*1.*3/ })).toBeVisible();
});

it('lists the orders the URL filters, and writes a new filter back to the URL', async () => {
  await asStaff('operator');
  answers['orders?status=paid'] = { ok: true, orders: [ORDER], total: 1, page: 1, limit: 50 };
  answers['orders?status=paid&customer=nino%40example.ge'] = { ok: true, orders: [], total: 0, page: 1, limit: 50 };
  renderAt('/admin/orders?status=paid');
  const row = await screen.findByRole('row', { name: /42/ });
  expect(within(row).getByRole('link', { name: '42' })).toHaveAttribute('href', '/admin/orders/42');
  expect(row).toHaveTextContent('Оплачен');
  expect(row).toHaveTextContent('5 400 ₽');

  await userEvent.type(screen.getByLabelText('Покупатель'), 'nino@example.ge');
  await userEvent.click(screen.getByRole('button', { name: 'Показать' }));
  expect(await screen.findByText('Нет заказов с такими условиями.')).toBeVisible();

  await userEvent.type(screen.getByLabelText('С даты'), '2026-12-05');
  await userEvent.type(screen.getByLabelText('По дату'), '2026-12-01');
  await userEvent.click(screen.getByRole('button', { name: 'Показать' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Дата «по» раньше даты «с».');
});

it('ships an order: the tracking number is asked for under its field, and the order as it is now is shown', async () => {
  await asStaff('operator');
  answers['orders/42'] = { ok: true, order: ORDER };
  post.mockResolvedValue({ ok: true, order: { ...ORDER, status: 'shipped', tracking_number: 'RR1RU', moves: ['delivered', 'refunded'] } } as unknown as AdminAnswer<never>);
  renderAt('/admin/orders/42');
  await userEvent.click(await screen.findByRole('button', { name: 'Отправить' }));
  const form = screen.getByRole('form', { name: 'Отправить' });
  await userEvent.click(within(form).getByRole('button', { name: 'Отправить' }));
  expect(within(form).getByLabelText('Трек-номер')).toHaveAccessibleDescription('Укажите трек-номер.');
  expect(post).not.toHaveBeenCalled();

  await userEvent.type(within(form).getByLabelText('Трек-номер'), 'RR1RU');
  await userEvent.click(within(form).getByRole('button', { name: 'Отправить' }));
  expect(post).toHaveBeenCalledWith('orders/42/status', { status: 'shipped', tracking_number: 'RR1RU' });
  expect(await screen.findByRole('status')).toHaveTextContent('Готово: заказ теперь «Отправлен».');
  expect(screen.getByRole('button', { name: 'Доставлен' })).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Отменить заказ' })).not.toBeInTheDocument();
});

it('says what a refusal was: a step another operator took first', async () => {
  await asStaff('operator');
  answers['orders/42'] = { ok: true, order: ORDER };
  post.mockResolvedValue(refused(400, 'wrong_status'));
  renderAt('/admin/orders/42');
  await userEvent.click(await screen.findByRole('button', { name: 'Собран' }));
  await userEvent.click(within(screen.getByRole('form', { name: 'Собран' })).getByRole('button', { name: 'Собран' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Заказ уже в другом статусе: обновите страницу.');
});
