import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminCustomer, AdminDashboardReply, AdminOrder, AdminPromoCode } from '@shop/contracts';
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
  releases: { canaries: [], decisions: [] },
};

const ORDER: AdminOrder = {
  id: 42, status: 'paid', kind: 'order', placed_at: '2026-12-05T10:30:00Z', customer_id: 7, name: 'Nino Beridze', email: 'nino@example.ge', telephone: '+995555123456',
  payment_method: 'card', grand_total: 540_000, currency: 'RUB', units: 1, language: 'ka-ge', address: 'Тбилиси, Руставели, 12', shipping_method: 'courier', comment: '',
  tracking_number: null, tracking_link: null, lines: [{ sku: 'DRS-1', name: 'Платье «Лён»', size: 'M', price: 500_000, quantity: 1 }],
  totals: [{ code: 'subtotal', value: 500_000 }, { code: 'delivery', value: 40_000 }, { code: 'total', value: 540_000 }],
  payments: [{ attempt: 1, result: 'paid', card_last4: '4242', at: '2026-12-05T10:31:00Z' }], history: [], moves: ['packed', 'shipped', 'cancelled', 'refunded'],
  messages: [{ id: 301, kind: 'order.placed', channel: 'email', recipient: 'nino@example.ge', language: 'ka-ge', subject: 'შეკვეთა №42 გაფორმებულია', written_at: '2026-12-05T10:30:05Z', sent_at: null }],
  version: 1, changed_by: null, changed_at: null,
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
  expect(within(areas).getAllByRole('link').map((link) => link.textContent)).toEqual(['Сводка', 'Заказы', 'Каталог', 'Покупатели', 'Обращения', 'Склад', 'Промокоды', 'Подарочные карты', 'Отзывы']);
  expect(within(areas).getByRole('link', { name: 'Сводка' })).toHaveAttribute('aria-current', 'page');
  const today = await screen.findByRole('region', { name: 'Сегодня' });
  expect(today).toHaveTextContent('3 заказа');
  expect(today).toHaveTextContent('12 345 ₽');
  expect(screen.getByRole('link', { name: 'Оплачен 4' })).toHaveAttribute('href', '/admin/orders?status=paid');
  expect(screen.getByRole('row', { name: /Платье «Лён».*M.*1.*3/ })).toBeVisible();
});

it('lists the orders the URL filters, and writes a new filter back to the URL', async () => {
  await asStaff('operator');
  answers['orders?status=paid'] = { ok: true, orders: [ORDER], total: 1, total_capped: false, limit: 50, older: null, newer: null };
  answers['orders?status=paid&customer=nino%40example.ge'] = { ok: true, orders: [], total: 0, total_capped: false, limit: 50, older: null, newer: null };
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
  expect(post).toHaveBeenCalledWith('orders/42/status', { status: 'shipped', tracking_number: 'RR1RU', version: 1 });
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

describe('an order as staff work on it', () => {
  it('lists the messages it sent: what, how, to whom, in which language, and whether a gateway sent it', async () => {
    await asStaff('support');
    answers['orders/42'] = { ok: true, order: { ...ORDER, messages: [...ORDER.messages, {
      id: 302, kind: 'order.shipped', channel: 'sms', recipient: '+995555123456', language: 'ka-ge', subject: 'შეკვეთა №42 გამოგზავნილია', written_at: '2026-12-06T08:00:00Z', sent_at: '2026-12-06T08:00:02Z',
    }] } };
    renderAt('/admin/orders/42');
    const messages = await screen.findByRole('region', { name: 'Письма и сообщения' });
    expect(within(messages).getByRole('row', { name: /Заказ оформлен.*e-mail.*nino@example\.ge.*ქართული.*в очереди/ })).toBeVisible();
    expect(within(messages).getByRole('row', { name: /Заказ отправлен.*SMS.*\+995555123456.*6 декабря 2026 г\., 08:00 UTC$/ })).toBeVisible();
  });

  it('sends the version it read: a move someone made first is named with who and when, and Refresh shows the order as it is now', async () => {
    await asStaff('operator');
    answers['orders/42'] = { ok: true, order: ORDER };
    post.mockResolvedValue({ ok: false, status: 409, error: 'conflict', message: 'order:42 was changed', details: { changed_by: 'customer:3 anna@mira.example', changed_at: '2026-12-07T09:15:00.000Z' } });
    renderAt('/admin/orders/42');
    await userEvent.click(await screen.findByRole('button', { name: 'Отменить заказ' }));
    const form = screen.getByRole('form', { name: 'Отменить заказ' });
    await userEvent.click(within(form).getByRole('button', { name: 'Отменить заказ' }));
    expect(post).toHaveBeenCalledWith('orders/42/status', { status: 'cancelled', version: 1 });
    expect(await within(form).findByRole('alert')).toHaveTextContent('anna@mira.example изменил(а) эту запись 7 декабря 2026 г., 09:15 UTC');

    answers['orders/42'] = { ok: true, order: {
      ...ORDER, status: 'packed', moves: ['shipped', 'cancelled', 'refunded'], version: 2, changed_by: 'customer:3 anna@mira.example', changed_at: '2026-12-07T09:15:00.000Z',
    } };
    await userEvent.click(within(form).getByRole('button', { name: 'Обновить' }));
    expect(await screen.findByText(/последнее изменение: anna@mira\.example, 7 декабря 2026 г\., 09:15 UTC/)).toBeVisible();
    expect(screen.getByText('Собран', { selector: 'strong' })).toBeVisible();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Отменить заказ' }));
    await userEvent.click(within(screen.getByRole('form', { name: 'Отменить заказ' })).getByRole('button', { name: 'Отменить заказ' }));
    expect(post).toHaveBeenLastCalledWith('orders/42/status', { status: 'cancelled', version: 2 });
  });

  it('filters by currency in the URL, says when there are more orders than it counts, and pages older and newer by id', async () => {
    await asStaff('support');
    const page = { ok: true as const, orders: [ORDER], total: 1000, total_capped: true, limit: 50 };
    answers.orders = { ...page, older: 42, newer: null };
    answers['orders?currency=GEL'] = { ...page, older: 42, newer: null };
    answers['orders?currency=GEL&before=42'] = { ...page, orders: [{ ...ORDER, id: 41 }], older: 41, newer: 41 };
    renderAt('/admin/orders');
    expect(await screen.findByText('Найдено больше 1000 заказов')).toBeVisible();
    await userEvent.selectOptions(screen.getByLabelText('Валюта'), 'GEL');
    await userEvent.click(screen.getByRole('button', { name: 'Показать' }));
    const pages = await screen.findByRole('navigation', { name: 'Страницы списка заказов' });
    expect(within(pages).queryByRole('link', { name: 'Назад' })).not.toBeInTheDocument();
    await userEvent.click(within(pages).getByRole('link', { name: 'Дальше' }));
    expect(await screen.findByRole('link', { name: '41' })).toBeVisible();
    const around = screen.getByRole('navigation', { name: 'Страницы списка заказов' });
    expect(within(around).getByRole('link', { name: 'Назад' })).toHaveAttribute('href', '/admin/orders?currency=GEL&after=41');
    expect(within(around).getByRole('link', { name: 'Дальше' })).toHaveAttribute('href', '/admin/orders?currency=GEL&before=41');
    expect(screen.getByLabelText('Валюта')).toHaveValue('GEL');
  });
});

describe("the dashboard's canaries", () => {
  it('shows each canary running with its share, since when and the verdict, and what the analysis last rolled back', async () => {
    await asStaff('support');
    answers.dashboard = { ok: true, ...DASHBOARD, releases: {
      canaries: [{ remote: 'catalog', live: '1.1.20+a1', version: '1.1.21+b2', percent: 10, since: '2026-12-07T09:00:00.000Z', verdict: 'holds', reason: 'error rate 0.1 % of 900 views against 0.1 % of 8100 live' }],
      decisions: [{ remote: 'giftcard', at: '2026-12-06T12:00:00.000Z', action: 'rolled back', version: '1.1.20+c3', percent: null, reason: 'load failure rate 4.0 % of 300 views' }],
    } };
    renderAt('/admin');
    const canaries = await screen.findByRole('region', { name: 'Канареечные выпуски' });
    expect(within(canaries).getByRole('row', { name: /catalog.*1\.1\.20\+a1.*1\.1\.21\+b2.*10 %.*7 декабря 2026 г\., 09:00 UTC.*не хуже основной.*error rate 0\.1 %/ })).toBeVisible();
    expect(within(canaries).getByText(/giftcard: версия 1\.1\.20\+c3 откачена/)).toBeVisible();
    expect(within(canaries).getByText('load failure rate 4.0 % of 300 views')).toBeVisible();
  });

  it('says when no canary runs, and when the API does not know the registry', async () => {
    await asStaff('support');
    answers.dashboard = { ok: true, ...DASHBOARD };
    const { unmount } = renderAt('/admin');
    expect(await screen.findByText('Канареечных выпусков сейчас нет.')).toBeVisible();
    unmount();
    answers.dashboard = { ok: true, ...DASHBOARD, releases: null };
    renderAt('/admin');
    expect(await screen.findByText('Этот API работает без реестра выпусков и не знает о канарейках.')).toBeVisible();
  });
});

const SPRING: AdminPromoCode = {
  id: 5, code: 'SPRING', kind: 'percent', value: 10, currency: null, min_total: null, starts_at: null, ends_at: '2027-06-02T00:00:00.000Z',
  requires_login: false, customer_groups: null, category_ids: null, max_uses: null, max_uses_per_client: null, uses: 3, version: 2,
};

describe('promo codes', () => {
  beforeEach(() => {
    answers.categories = { ok: true, categories: [{ id: 12, path: 'women/clothing/dresses', name: 'Платья' }, { id: 13, path: 'men', name: 'Мужчинам' }] };
  });

  it('lists the codes with their discount, conditions, dates, uses and status', async () => {
    await asStaff('support');
    answers['promo-codes'] = { ok: true, codes: [SPRING, { ...SPRING, id: 6, code: 'FLAT500', kind: 'amount', value: 50_000, currency: 'RUB', min_total: 300_000, requires_login: true, category_ids: [12], ends_at: '2020-01-01T00:00:00.000Z', max_uses: 100 }] };
    renderAt('/admin/promotions');
    const spring = await screen.findByRole('row', { name: /SPRING/ });
    expect(spring).toHaveTextContent('10 %');
    expect(spring).toHaveTextContent('по 1 июня 2027 г.');
    expect(spring).toHaveTextContent('Действует');
    const flat = screen.getByRole('row', { name: /FLAT500/ });
    expect(flat).toHaveTextContent('500 ₽');
    expect(flat).toHaveTextContent('от 3 000 ₽; только для вошедших; 1 категория');
    expect(flat).toHaveTextContent('3 из 100');
    expect(flat).toHaveTextContent('Завершён');
  });

  it('creates a code from its form, each problem under its field, and opens its page', async () => {
    await asStaff('operator');
    answers['promo-codes/7'] = { ok: true, code: { ...SPRING, id: 7, code: 'FLAT5', kind: 'amount', value: 500, currency: 'USD', ends_at: null, version: 1, uses: 0 } };
    post.mockResolvedValue({ ok: true, code: { ...SPRING, id: 7 } } as unknown as AdminAnswer<never>);
    renderAt('/admin/promotions/new');
    const form = await screen.findByRole('form', { name: 'Новый промокод' });
    await userEvent.type(within(form).getByLabelText('Код'), 'flat 5');
    await userEvent.click(within(form).getByRole('button', { name: 'Создать' }));
    expect(within(form).getByLabelText('Код')).toHaveAccessibleDescription(/Только латинские буквы/);

    await userEvent.clear(within(form).getByLabelText('Код'));
    await userEvent.type(within(form).getByLabelText('Код'), 'flat5');
    await userEvent.click(within(form).getByRole('radio', { name: 'Сумма' }));
    await userEvent.type(within(form).getByLabelText(/Скидка, сумма/), '5');
    await userEvent.click(within(form).getByRole('button', { name: 'Создать' }));
    expect(within(form).getByLabelText('Валюта')).toHaveAccessibleDescription('Укажите валюту: сумма и минимум задаются в ней.');
    expect(post).not.toHaveBeenCalled();

    await userEvent.selectOptions(within(form).getByLabelText('Валюта'), 'USD');
    await userEvent.type(within(form).getByLabelText('Действует по (включительно)'), '2027-06-01');
    await userEvent.selectOptions(await within(form).findByLabelText('Категории'), ['Платья (women/clothing/dresses)']);
    await userEvent.click(within(form).getByRole('button', { name: 'Создать' }));
    expect(post).toHaveBeenCalledWith('promo-codes', {
      code: 'flat5', kind: 'amount', value: 500, currency: 'USD', min_total: undefined, starts_at: undefined, ends_at: '2027-06-02T00:00:00.000Z',
      requires_login: false, customer_groups: undefined, category_ids: [12], max_uses: undefined, max_uses_per_client: undefined, reason: undefined,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Промокод FLAT5' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Сохранено.');
  });

  it('saves an edit with the version it was read at, and says who changed the code first when that is stale', async () => {
    await asStaff('operator');
    answers['promo-codes/5'] = { ok: true, code: SPRING };
    post.mockResolvedValue({ ok: false, status: 409, error: 'conflict', message: 'promo:5 was changed', details: { changed_by: 'customer:3 anna@mira.example', changed_at: '2026-12-07T09:15:00.000Z' } });
    renderAt('/admin/promotions/5');
    const form = await screen.findByRole('form', { name: 'Промокод SPRING' });
    expect(within(form).getByLabelText('Действует по (включительно)')).toHaveValue('2027-06-01');
    await userEvent.clear(within(form).getByLabelText('Скидка, %'));
    await userEvent.type(within(form).getByLabelText('Скидка, %'), '15');
    await userEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(post).toHaveBeenCalledWith('promo-codes/5', expect.objectContaining({ kind: 'percent', value: 15, ends_at: '2027-06-02T00:00:00.000Z', version: 2 }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('anna@mira.example изменил(а) эту запись 7 декабря 2026 г., 09:15 UTC');
    expect(within(form).getByRole('button', { name: 'Обновить' })).toBeVisible();
  });

  it('ends a code now after asking, and shows it ended', async () => {
    await asStaff('operator');
    answers['promo-codes/5'] = { ok: true, code: SPRING };
    post.mockResolvedValue({ ok: true, code: { ...SPRING, ends_at: '2026-01-01T00:00:00.000Z', version: 3 } } as unknown as AdminAnswer<never>);
    renderAt('/admin/promotions/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Завершить сейчас' }));
    expect(screen.getByText(/Завершить промокод SPRING сейчас\?/)).toBeVisible();
    await userEvent.click(screen.getAllByRole('button', { name: 'Завершить сейчас' })[0]!);
    expect(post).toHaveBeenCalledWith('promo-codes/5/disable', {});
    expect(await screen.findByRole('heading', { level: 2, name: 'Завершён' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Включить снова' })).toBeVisible();
  });
});

describe('stock', () => {
  const LINE = { sku: 'DRS-1', size: 'M', name: 'Платье «Лён»', units: 0, stock_status: 'outOfStock' as const, waiting: 2 };

  it("lists the sizes running out, and adjusts one from its row: the shoppers told it is back are counted", async () => {
    await asStaff('operator');
    answers['stock/low?below=3'] = { ok: true, stock: [LINE] };
    post.mockResolvedValue({ ok: true, stock: { ...LINE, units: 5, stock_status: 'inStock', waiting: 0 }, notified: 2 } as unknown as AdminAnswer<never>);
    renderAt('/admin/stock');
    const row = await screen.findByRole('row', { name: /Платье «Лён».*M/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Изменить остаток: Платье «Лён», M' }));
    const form = screen.getByRole('form', { name: 'Изменить остаток: Платье «Лён», M' });
    await userEvent.type(within(form).getByLabelText('Сколько штук (+5 пришло, −2 списано)'), '5');
    await userEvent.type(within(form).getByLabelText('Причина (для журнала)'), 'поставка');
    await userEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(post).toHaveBeenCalledWith('stock', { sku: 'DRS-1', size: 'M', adjust: 5, reason: 'поставка' });
    expect(await screen.findByRole('status')).toHaveTextContent('Платье «Лён», M: на складе 5 штук. 2 покупателям сообщили, что размер снова есть.');
  });

  it('sets any size by SKU and size, and says so under the field when there is no such size', async () => {
    await asStaff('operator');
    answers['stock/low?below=3'] = { ok: true, stock: [] };
    post.mockResolvedValue(refused(400, 'not_found'));
    renderAt('/admin/stock');
    const form = await screen.findByRole('form', { name: 'Изменить остаток размера' });
    await userEvent.type(within(form).getByLabelText('Артикул'), 'DRS-1');
    await userEvent.type(within(form).getByLabelText('Размер'), 'xxl');
    await userEvent.type(within(form).getByLabelText('Штук на складе'), '-1');
    await userEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(within(form).getByLabelText('Штук на складе')).toHaveAccessibleDescription('Целое число от 0.');
    await userEvent.clear(within(form).getByLabelText('Штук на складе'));
    await userEvent.type(within(form).getByLabelText('Штук на складе'), '4');
    await userEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(post).toHaveBeenCalledWith('stock', { sku: 'DRS-1', size: 'xxl', set: 4 });
    expect(await within(form).findByText('Нет такого размера у этого артикула.')).toBeVisible();
    expect(screen.getByText('Таких размеров нет.')).toBeVisible();
  });
});

describe('gift cards', () => {
  const CARD = {
    id: 9, number_last4: '9010', currency: 'RUB' as const, initial_amount: 500_000, balance: 300_000, customer_id: null, purchase_order_id: 31,
    recipient: 'nino@example.ge', expires_at: '2027-12-01T00:00:00.000Z', created_at: '2026-12-01T00:00:00.000Z',
  };

  it('finds cards by what the search names, kept in the URL', async () => {
    await asStaff('support');
    answers.giftcards = { ok: true, giftcards: [], total: 0, page: 1, limit: 50 };
    answers['giftcards?search=nino%40example.ge'] = { ok: true, giftcards: [CARD], total: 1, page: 1, limit: 50 };
    renderAt('/admin/giftcards');
    expect(await screen.findByText('Карт не найдено.')).toBeVisible();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Найти карту' }), 'nino@example.ge');
    await userEvent.click(screen.getByRole('button', { name: 'Найти' }));
    const row = await screen.findByRole('row', { name: /9010/ });
    expect(within(row).getByRole('link', { name: 'Карта •••• 9010' })).toHaveAttribute('href', '/admin/giftcards/9');
    expect(row).toHaveTextContent('3 000 ₽ / 5 000 ₽');
  });

  it('voids a card after naming what it takes, and shows its ledger as it is now', async () => {
    await asStaff('operator');
    answers['giftcards/9'] = { ok: true, giftcard: CARD, ledger: [{ action: 'issued', amount: 500_000, order_id: 31, at: '2026-12-01T00:00:00.000Z' }] };
    post.mockResolvedValue({ ok: true, giftcard: { ...CARD, balance: 0 }, ledger: [
      { action: 'issued', amount: 500_000, order_id: 31, at: '2026-12-01T00:00:00.000Z' }, { action: 'voided', amount: -300_000, order_id: null, at: '2026-12-07T10:00:00.000Z' },
    ] } as unknown as AdminAnswer<never>);
    renderAt('/admin/giftcards/9');
    await userEvent.click(await screen.findByRole('button', { name: 'Аннулировать' }));
    expect(screen.getByText('Аннулировать карту? Остаток 3 000 ₽ обнулится, и ею больше нельзя будет платить.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Аннулировать' }));
    expect(post).toHaveBeenCalledWith('giftcards/9/void', {});
    expect(await screen.findByRole('status')).toHaveTextContent('Карта аннулирована.');
    expect(screen.getByRole('row', { name: /аннулирована.*-3\s000\s₽/ })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Аннулировать' })).not.toBeInTheDocument();
  });
});

describe('reviews', () => {
  it('lists the new reviews and publishes one, which then offers only hiding', async () => {
    await asStaff('operator');
    const review = { id: 4, product_id: 100, sku: 'DRS-1', author: 'Nino', customer_id: 7, language: 'ka-ge' as const, score: 4, title: 'Good linen', text: 'Soft and light.', status: 'new' as const, created_at: '2026-12-06T08:00:00.000Z' };
    answers['reviews?status=new'] = { ok: true, reviews: [review] };
    post.mockResolvedValue({ ok: true, review: { ...review, status: 'published' } } as unknown as AdminAnswer<never>);
    renderAt('/admin/reviews');
    const card = await screen.findByRole('article', { name: 'Good linen' });
    expect(card).toHaveTextContent('Оценка 4 из 5');
    expect(screen.getByRole('link', { name: 'Новые' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(card).getByRole('button', { name: 'Опубликовать' }));
    expect(post).toHaveBeenCalledWith('reviews/4/status', { status: 'published' });
    expect(await within(card).findByText('опубликован')).toBeVisible();
    expect(within(card).queryByRole('button', { name: 'Опубликовать' })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Скрыть' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Более ранние' })).not.toBeInTheDocument();
  });
});

describe('the audit log and the staff (admins)', () => {
  it('finds entries by the filters in the URL, each change as one line', async () => {
    await asStaff('admin');
    answers.audit = { ok: true, entries: [] };
    answers['audit?actor=anna&action=order'] = { ok: true, entries: [{
      id: 70, at: '2026-12-07T10:00:00.000Z', actor: 'customer:3 anna@mira.example', action: 'order.shipped', target: 'order:42',
      before: { status: 'packed', tracking_number: null }, after: { status: 'shipped', tracking_number: 'RR1RU' }, reason: 'courier came',
    }] };
    renderAt('/admin/audit');
    expect(await screen.findByText('Записей нет.')).toBeVisible();
    await userEvent.type(screen.getByLabelText('Кто'), 'anna');
    await userEvent.type(screen.getByLabelText('Действие'), 'order');
    await userEvent.click(screen.getByRole('button', { name: 'Показать' }));
    const row = await screen.findByRole('row', { name: /order\.shipped/ });
    expect(row).toHaveTextContent('anna@mira.example');
    expect(row).toHaveTextContent('status: packed → shipped; tracking_number: – → RR1RU');
    expect(within(row).getByRole('link', { name: 'order:42' })).toHaveAttribute('href', '/admin/audit?target=order%3A42');
  });

  it('gives a role, shows a new token once, and says why the last admin keeps theirs', async () => {
    await asStaff('admin');
    answers.staff = { ok: true, staff: [{ customer_id: 1, email: 'owner@mira.example', telephone: '', name: '', role: 'admin' }] };
    answers.tokens = { ok: true, tokens: [] };
    renderAt('/admin/staff');
    const grant = await screen.findByRole('form', { name: 'Выдать роль' });
    await userEvent.type(within(grant).getByLabelText('Телефон или e-mail'), 'anna@mira.example');
    await userEvent.selectOptions(within(grant).getByLabelText('Роль'), 'поддержка');
    post.mockResolvedValueOnce({ ok: true, customer_id: 3, role: 'support' } as unknown as AdminAnswer<never>);
    await userEvent.click(within(grant).getByRole('button', { name: 'Выдать роль' }));
    expect(post).toHaveBeenLastCalledWith('staff', { identifier: 'anna@mira.example', role: 'support' });

    const make = screen.getByRole('form', { name: 'Создать токен' });
    await userEvent.type(within(make).getByLabelText('Название'), 'ночной импорт');
    post.mockResolvedValueOnce({ ok: true, token: { id: 4, name: 'ночной импорт', role: 'operator', token: 'shop_secret' } } as unknown as AdminAnswer<never>);
    await userEvent.click(within(make).getByRole('button', { name: 'Создать токен' }));
    expect(await screen.findByText('shop_secret')).toBeVisible();

    const owner = screen.getByRole('row', { name: /owner@mira\.example/ });
    await userEvent.click(within(owner).getByRole('button', { name: 'Снять роль' }));
    post.mockResolvedValueOnce(refused(400, 'last_admin'));
    await userEvent.click(within(owner).getByRole('button', { name: 'Снять роль' }));
    expect(post).toHaveBeenLastCalledWith('staff', { identifier: 'owner@mira.example', role: null });
    expect(await within(owner).findByRole('alert')).toHaveTextContent('Это последний администратор магазина: сначала назначьте другого.');
  });

  it('offers an operator neither the audit log nor the staff', async () => {
    await asStaff('operator');
    answers.dashboard = { ok: true, ...DASHBOARD };
    renderAt('/admin');
    const areas = await screen.findByRole('navigation', { name: 'Разделы' });
    expect(within(areas).queryByRole('link', { name: 'Журнал' })).not.toBeInTheDocument();
    expect(within(areas).queryByRole('link', { name: 'Сотрудники' })).not.toBeInTheDocument();
  });
});

describe('the inbox', () => {
  const QUESTION = {
    kind: 'question' as const, id: 12, created_at: '2026-12-07T08:00:00.000Z', name: 'Nino', phone: '+995555123456', email: 'nino@example.ge', language: 'ka-ge' as const,
    text: 'Is the coat warm?', product: { id: 100, name: 'Пальто «Норд»', sku: 'CT-1', url_path: 'nord-coat' }, assigned_to: null, answer: null, answered_at: null, closed_at: null,
  };

  it('answers a question by e-mail, the field asking for text first; the answered question shows its answer', async () => {
    await asStaff('support');
    answers['inbox?kind=question&state=open'] = { ok: true, items: [QUESTION] };
    post.mockResolvedValue({ ok: true, item: { ...QUESTION, answer: 'Yes, very.', answered_at: '2026-12-07T09:00:00.000Z', closed_at: '2026-12-07T09:00:00.000Z' } } as unknown as AdminAnswer<never>);
    renderAt('/admin/inbox');
    const card = await screen.findByRole('article', { name: /Nino/ });
    expect(within(card).getByRole('link', { name: 'Пальто «Норд» (CT-1)' })).toHaveAttribute('href', '/nord-coat');
    const form = within(card).getByRole('form', { name: 'Ответ: Nino' });
    await userEvent.click(within(form).getByRole('button', { name: 'Отправить ответ и закрыть' }));
    expect(within(form).getByLabelText('Ответ на nino@example.ge')).toHaveAccessibleDescription('Заполните поле.');
    await userEvent.type(within(form).getByLabelText('Ответ на nino@example.ge'), 'Yes, very.');
    await userEvent.click(within(form).getByRole('button', { name: 'Отправить ответ и закрыть' }));
    expect(post).toHaveBeenCalledWith('inbox/question/12/answer', { text: 'Yes, very.' });
    expect(await within(card).findByText('Yes, very.')).toBeVisible();
    expect(within(card).queryByRole('form')).not.toBeInTheDocument();
  });

  it('takes a one-click order and says why a token cannot', async () => {
    await asStaff('operator');
    answers['inbox?kind=request&state=open'] = { ok: true, items: [{ ...QUESTION, kind: 'request', id: 5, email: '', text: 'Пальто «Норд» (CT-1), M' }] };
    post.mockResolvedValue(refused(400, 'not_a_person'));
    renderAt('/admin/inbox?kind=request');
    const card = await screen.findByRole('article', { name: /Nino/ });
    expect(within(card).queryByRole('form', { name: 'Ответ: Nino' })).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Взять себе' }));
    expect(post).toHaveBeenCalledWith('inbox/request/5/assign', { to: 'me' });
    expect(await within(card).findByRole('alert')).toHaveTextContent('Взять обращение может только сотрудник, а не API-токен.');
  });
});

describe('customers', () => {
  const SUMMARY = { id: 7, email: 'nino@example.ge', telephone: '+995555123456', name: 'Nino Beridze', role: null, blocked: false, erased: false, created_at: '2026-03-05T10:00:00.000Z' };
  const CARD = {
    id: 9, number_last4: '9010', currency: 'RUB' as const, initial_amount: 500_000, balance: 300_000, customer_id: 7, purchase_order_id: null,
    recipient: 'nino@example.ge', expires_at: '2027-12-01T00:00:00.000Z', created_at: '2026-12-01T00:00:00.000Z',
  };
  const CUSTOMER: AdminCustomer = {
    id: 7, email: 'nino@example.ge', telephone: '+995555123456', firstname: 'Nino', lastname: 'Beridze', date_of_birth: '1990-04-01', sex: '2', group: 'default',
    role: null, created_at: '2026-03-05T10:00:00.000Z', address: { street: 'Руставели', house: '12', apartment: '3', postcode: '0108', comment: '' }, invited_by: null,
    blocked: null, erased: null, loyalty: { status: 'active', level: 'Серебро', balance: 1200, earned: 3000 },
    orders: [{ id: 42, status: 'paid', kind: 'order', placed_at: '2026-12-05T10:30:00Z', grand_total: 540_000, currency: 'RUB' }],
    giftcards: { bought: [], received: [CARD] }, counts: { orders: 3, reviews: 1, wishlist: 2 },
  };
  const POINTS = { customer_id: 7, balance: 1200, ledger: [{ id: 5, action: 'earned', points: 1200, order_id: 42, at: '2026-12-05T11:00:00.000Z' }] };

  it('finds customers by the search in the URL, writes a new one back to it, and says under the field when it is too short', async () => {
    await asStaff('support');
    answers.customers = { ok: true, customers: [], total: 0, page: 1, limit: 50 };
    answers['customers?search=%2B995+555+12+34+56'] = { ok: true, customers: [SUMMARY, { ...SUMMARY, id: 8, name: '', email: '', telephone: '', erased: true }], total: 2, page: 1, limit: 50 };
    renderAt('/admin/customers');
    expect(await screen.findByText('Покупателей не найдено.')).toBeVisible();

    const field = screen.getByRole('searchbox', { name: 'Найти покупателя' });
    await userEvent.type(field, 'ни');
    await userEvent.click(screen.getByRole('button', { name: 'Найти' }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Введите не меньше 3 символов'));
    expect(get.mock.calls.map(([path]) => path)).not.toContain('customers?search=%D0%BD%D0%B8');

    await userEvent.clear(field);
    await userEvent.type(field, '+995 555 12 34 56');
    await userEvent.click(screen.getByRole('button', { name: 'Найти' }));
    const row = await screen.findByRole('row', { name: /Nino Beridze/ });
    expect(within(row).getByRole('link', { name: 'Nino Beridze' })).toHaveAttribute('href', '/admin/customers/7');
    expect(screen.getByRole('row', { name: /Покупатель №8/ })).toHaveTextContent('данные удалены');
    expect(screen.getByText('Найдено 2 покупателя')).toBeVisible();
  });

  it('shows the refusal of a search typed into the URL under the search field', async () => {
    await asStaff('operator');
    answers['customers?search=x'] = refused(400, 'short_search');
    renderAt('/admin/customers?search=x');
    const field = await screen.findByRole('searchbox', { name: 'Найти покупателя' });
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining('Введите не меньше 3 символов')));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows a customer's profile, points, orders and cards, adjusts their points, and blocks them after the reason", async () => {
    await asStaff('operator');
    answers['customers/7'] = { ok: true, customer: CUSTOMER };
    answers['customers/7/points'] = { ok: true, ...POINTS };
    renderAt('/admin/customers/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nino Beridze' })).toBeVisible();
    expect(screen.getByText('Руставели, 12, 3, 0108')).toBeVisible();
    expect(screen.getByText('1 апреля 1990 г.')).toBeVisible();
    expect(screen.getByRole('link', { name: '42' })).toHaveAttribute('href', '/admin/orders/42');
    expect(screen.getByRole('link', { name: 'Все заказы покупателя (3)' })).toHaveAttribute('href', '/admin/orders?customer=7');
    expect(screen.getByRole('link', { name: 'Карта •••• 9010' })).toHaveAttribute('href', '/admin/giftcards/9');
    expect(screen.getByRole('link', { name: 'Скачать все данные (JSON)' })).toHaveAttribute('href', '/api/admin/customers/7/export');
    const points = screen.getByRole('region', { name: 'Баллы' });
    expect(await within(points).findByText('1200 баллов')).toBeVisible();
    expect(within(points).getByRole('row', { name: /начислены за заказ.*\+1200.*42/ })).toBeVisible();

    // Points: the reason is asked for first; below zero is said under the points.
    const adjust = within(points).getByRole('form', { name: 'Изменить баллы' });
    await userEvent.type(within(adjust).getByLabelText('Баллы (+500 начислить, -200 списать)'), '-5000');
    await userEvent.click(within(adjust).getByRole('button', { name: 'Изменить баллы' }));
    expect(within(adjust).getByLabelText('Причина (обязательно, для журнала)')).toHaveAccessibleDescription('Заполните поле.');
    post.mockResolvedValueOnce(refused(400, 'below_zero'));
    await userEvent.type(within(adjust).getByLabelText('Причина (обязательно, для журнала)'), 'ошибка');
    await userEvent.click(within(adjust).getByRole('button', { name: 'Изменить баллы' }));
    expect(post).toHaveBeenLastCalledWith('customers/7/points', { points: -5000, reason: 'ошибка' });
    expect(await within(adjust).findByText('Баланс станет меньше нуля.')).toBeVisible();

    // Blocking names its consequence and needs a reason; the last admin's refusal is said, translated.
    const account = screen.getByRole('region', { name: 'Аккаунт' });
    await userEvent.click(within(account).getByRole('button', { name: 'Заблокировать' }));
    expect(within(account).getByText(/Он выйдет из аккаунта на всех устройствах и не сможет войти/)).toBeVisible();
    const confirm = within(account).getAllByRole('button', { name: 'Заблокировать' })[0]!;
    await userEvent.click(confirm);
    const reason = within(account).getByRole('textbox', { name: 'Причина (обязательно, для журнала)' });
    expect(reason).toHaveAccessibleDescription('Заполните поле.');
    await userEvent.type(reason, 'мошенничество');
    post.mockResolvedValueOnce(refused(400, 'last_admin'));
    await userEvent.click(confirm);
    expect(post).toHaveBeenLastCalledWith('customers/7/block', { reason: 'мошенничество' });
    expect(await within(account).findByRole('alert')).toHaveTextContent('Это последний администратор магазина: сначала назначьте другого.');

    post.mockResolvedValueOnce({ ok: true, customer: { ...CUSTOMER, blocked: { at: '2026-12-07T10:00:00.000Z', by: 'customer:3 anna@mira.example', reason: 'мошенничество' } } } as unknown as AdminAnswer<never>);
    await userEvent.click(confirm);
    expect(await screen.findByText('Покупатель заблокирован и вышел из аккаунта везде.')).toBeVisible();
    expect(screen.getByText('Заблокирован: не может войти.').closest('p')).toHaveTextContent(/7 декабря 2026 г\., 10:00 UTC · anna@mira\.example · причина: мошенничество/);
    expect(screen.getByRole('button', { name: 'Разблокировать' })).toBeVisible();
  });

  it('names what an erasure keeps and empties, and says why staff are refused', async () => {
    await asStaff('admin');
    answers['customers/7'] = { ok: true, customer: { ...CUSTOMER, role: 'operator' } };
    answers['customers/7/points'] = { ok: true, ...POINTS };
    renderAt('/admin/customers/7');
    const account = await screen.findByRole('region', { name: 'Аккаунт' });
    await userEvent.click(within(account).getByRole('button', { name: 'Удалить персональные данные' }));
    expect(within(account).getByText(/Останутся: заказы, платежи, баллы и остатки подарочных карт.*Будут очищены: e-mail, телефон, имя/)).toBeVisible();
    await userEvent.type(within(account).getByRole('textbox', { name: 'Причина (обязательно, для журнала)' }), 'запрос от 5 декабря');
    post.mockResolvedValueOnce(refused(400, 'is_staff'));
    await userEvent.click(within(account).getAllByRole('button', { name: 'Удалить персональные данные' })[0]!);
    expect(post).toHaveBeenLastCalledWith('customers/7/erase', { reason: 'запрос от 5 декабря' });
    expect(await within(account).findByRole('alert')).toHaveTextContent('Этот покупатель — сотрудник: сначала снимите с него роль');
  });

  it('offers support no change: no points form, no block or erasure, no card adjustment, void or resend', async () => {
    await asStaff('support');
    answers['customers/7'] = { ok: true, customer: CUSTOMER };
    answers['customers/7/points'] = { ok: true, ...POINTS };
    const { unmount } = renderAt('/admin/customers/7');
    expect(await screen.findByText('1200 баллов')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Скачать все данные (JSON)' })).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Изменить баллы' })).not.toBeInTheDocument();
    for (const name of ['Заблокировать', 'Разблокировать', 'Удалить персональные данные']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    unmount();

    answers['giftcards/9'] = { ok: true, giftcard: CARD, ledger: [{ action: 'issued', amount: 500_000, order_id: null, at: '2026-12-01T00:00:00.000Z' }] };
    answers.giftcards = { ok: true, giftcards: [CARD], total: 1, page: 1, limit: 50 };
    renderAt('/admin/giftcards/9');
    expect(await screen.findByText(/выпущена вручную/)).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Изменить остаток' })).not.toBeInTheDocument();
    for (const name of ['Аннулировать', 'Отправить ссылку снова']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });
});

describe('gift cards by hand', () => {
  const CARD = {
    id: 11, number_last4: '4321', currency: 'RUB' as const, initial_amount: 100_000, balance: 100_000, customer_id: null, purchase_order_id: null,
    recipient: 'tamar@example.ge', expires_at: '2027-12-01T00:00:00.000Z', created_at: '2026-12-07T00:00:00.000Z',
  };

  it('issues a card from its form, the refusal of the address under its field, then opens the card', async () => {
    await asStaff('operator');
    answers.giftcards = { ok: true, giftcards: [], total: 0, page: 1, limit: 50 };
    answers['giftcards/11'] = { ok: true, giftcard: CARD, ledger: [{ action: 'issued', amount: 100_000, order_id: null, at: '2026-12-07T00:00:00.000Z' }] };
    renderAt('/admin/giftcards');
    await userEvent.click(await screen.findByRole('link', { name: 'Выпустить карту' }));
    const form = await screen.findByRole('form', { name: 'Выпустить карту' });
    await userEvent.type(within(form).getByLabelText('Номинал, например 500 или 4.99'), '1000');
    await userEvent.type(within(form).getByLabelText('E-mail получателя'), 'tamar@example');
    await userEvent.click(within(form).getByRole('button', { name: 'Выпустить карту' }));
    expect(within(form).getByLabelText('E-mail получателя')).toHaveAccessibleDescription('Введите e-mail в виде name@example.com.');
    expect(post).not.toHaveBeenCalled();

    await userEvent.type(within(form).getByLabelText('E-mail получателя'), '.ge');
    await userEvent.type(within(form).getByLabelText('Имя получателя'), 'Тамар');
    await userEvent.selectOptions(within(form).getByLabelText('Валюта'), 'RUB');
    await userEvent.type(within(form).getByLabelText('Сообщение (необязательно)'), 'Простите за задержку');
    await userEvent.type(within(form).getByLabelText('Причина (обязательно, для журнала)'), 'посылка потерялась');
    post.mockResolvedValueOnce(refused(400, 'invalid_email'));
    await userEvent.click(within(form).getByRole('button', { name: 'Выпустить карту' }));
    expect(await within(form).findByText('Введите e-mail в виде name@example.com.')).toBeVisible();

    post.mockResolvedValueOnce({ ok: true, giftcard: CARD, ledger: [] } as unknown as AdminAnswer<never>);
    await userEvent.click(within(form).getByRole('button', { name: 'Выпустить карту' }));
    expect(post).toHaveBeenLastCalledWith('giftcards', {
      amount: 100_000, currency: 'RUB', recipient_email: 'tamar@example.ge', recipient_name: 'Тамар', language: 'ru-ru', reason: 'посылка потерялась', message: 'Простите за задержку',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Карта •••• 4321' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Карта выпущена, ссылка отправлена: tamar@example.ge.');
  });

  it("adjusts a card's balance with a reason, and says under the amount when it would exceed the card", async () => {
    await asStaff('operator');
    answers['giftcards/11'] = { ok: true, giftcard: { ...CARD, balance: 40_000 }, ledger: [] };
    renderAt('/admin/giftcards/11');
    const form = await screen.findByRole('form', { name: 'Изменить остаток' });
    const amount = within(form).getByLabelText('Сумма в RUB: +10 добавить, -5.50 списать');
    await userEvent.type(amount, '+700');
    await userEvent.type(within(form).getByLabelText('Причина (обязательно, для журнала)'), 'возврат');
    post.mockResolvedValueOnce(refused(400, 'above_initial'));
    await userEvent.click(within(form).getByRole('button', { name: 'Изменить остаток' }));
    expect(post).toHaveBeenLastCalledWith('giftcards/11/adjust', { amount: 70_000, reason: 'возврат' });
    expect(amount).toHaveAccessibleDescription('На карте не может быть больше её номинала: для большей суммы выпустите новую карту.');

    await userEvent.clear(amount);
    await userEvent.type(amount, '-150,50');
    post.mockResolvedValueOnce({ ok: true, giftcard: { ...CARD, balance: 24_950 }, ledger: [{ action: 'adjusted', amount: -15_050, order_id: null, at: '2026-12-07T10:00:00.000Z' }] } as unknown as AdminAnswer<never>);
    await userEvent.click(within(form).getByRole('button', { name: 'Изменить остаток' }));
    expect(post).toHaveBeenLastCalledWith('giftcards/11/adjust', { amount: -15_050, reason: 'возврат' });
    expect(await screen.findByRole('status')).toHaveTextContent('Готово: остаток 249,50 ₽.');
    expect(screen.getByRole('row', { name: /изменён сотрудником/ })).toBeVisible();
  });
});

describe('the catalogue import', () => {
  const JOB = {
    id: 7, status: 'running' as const, actor: 'customer:7 nino@example.ge', reason: '', rows_total: 5000, rows_done: 0, created: 1, updated: 4999, unchanged: 0,
    error: null, started_at: '2026-12-07T10:00:00.000Z', finished_at: null,
  };
  const DRY_RUN = {
    dry_run: true, created: 1, updated: 4999, unchanged: 3, errors: [], error_count: 0, changes_left_out: 4898,
    changes: [
      { line: 2, sku: 'W-1', action: 'update', fields: [{ column: 'price_usd', before: '45.99', after: '39.00' }, { column: 'color', before: '', after: 'black' }] },
      { line: 3, sku: 'W-NEW', action: 'create', fields: [{ column: 'name_ru', before: null, after: 'Платье «Лён»' }, { column: 'name_en', before: null, after: 'Linen dress' }] },
    ],
  };
  const file = () => new File(['sku,price_usd\nW-1,39.00\n'], 'prices.csv', { type: 'text/csv' });

  async function checkFile(reply: object) {
    post.mockResolvedValueOnce({ ok: true, ...reply } as unknown as AdminAnswer<never>);
    await userEvent.upload(await screen.findByLabelText('Файл (.csv или .json)'), file());
    await userEvent.type(screen.getByLabelText('Причина (для журнала)'), 'осенняя поставка');
    await userEvent.click(screen.getByRole('button', { name: 'Проверить файл' }));
    // The file is read first (a File's text is a promise), then sent.
    await waitFor(() => expect(post).toHaveBeenLastCalledWith('catalog/import', { format: 'csv', content: 'sku,price_usd\nW-1,39.00\n', reason: 'осенняя поставка', dry_run: true }));
  }

  it('checks a file: what it adds, each changed column before and after, what it leaves; then imports it and follows its progress to the end', async () => {
    await asStaff('operator');
    answers['catalog/imports'] = { ok: true, jobs: [] };
    renderAt('/admin/catalogue/import');
    expect(await screen.findByRole('heading', { level: 1, name: 'Импорт каталога' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Скачать CSV' })).toHaveAttribute('href', '/api/admin/catalog/export.csv');
    expect(screen.getByRole('link', { name: 'Скачать JSON' })).toHaveAttribute('href', '/api/admin/catalog/export.json');
    expect(await screen.findByText('Импортов ещё не было.')).toBeVisible();
    await checkFile(DRY_RUN);

    const summary = await screen.findByRole('region', { name: 'Что сделает prices.csv' });
    expect(within(summary).getByText('Новые товары').nextSibling).toHaveTextContent('1');
    expect(within(summary).getByText('Изменённые товары').nextSibling).toHaveTextContent(/^4\s999$/);
    expect(within(summary).getByText('Без изменений').nextSibling).toHaveTextContent('3');
    expect(within(summary).getByRole('row', { name: /W-1/ })).toHaveTextContent('изменёнprice_usd: 45.99 → 39.00color: – → black');
    expect(within(summary).getByRole('row', { name: /W-NEW/ })).toHaveTextContent('новыйПлатье «Лён»');
    expect(within(summary).getByText(/Не показаны ещё строки с изменениями: 4\s898\./)).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Импортировать' }));
    expect(screen.getByText(/^Импортировать prices\.csv\? Новых товаров: 1, изменённых: 4\s999\./)).toBeVisible();
    answers['catalog/imports/7'] = { ok: true, job: { ...JOB, rows_done: 1500 } };
    post.mockResolvedValueOnce({ ok: true, ...DRY_RUN, dry_run: false, job: JOB } as unknown as AdminAnswer<never>);
    await userEvent.click(screen.getAllByRole('button', { name: 'Импортировать' })[0]!);
    expect(post).toHaveBeenLastCalledWith('catalog/import', { format: 'csv', content: 'sku,price_usd\nW-1,39.00\n', reason: 'осенняя поставка', dry_run: false });

    const progress = await screen.findByRole('progressbar', { name: 'Ход импорта' });
    expect(progress).toHaveAttribute('value', '1500');
    expect(progress).toHaveAttribute('max', '5000');
    expect(screen.getByText(/^Строк: 1\s500 из 5\s000$/)).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Идёт импорт: магазин всё это время работает.');
    answers['catalog/imports/7'] = { ok: true, job: { ...JOB, status: 'done', rows_done: 5000, finished_at: '2026-12-07T10:01:00.000Z' } };
    answers['catalog/imports'] = { ok: true, jobs: [{ ...JOB, status: 'done', rows_done: 5000 }] };
    expect(await screen.findByText(/^Готово: новых 1, изменённых 4\s999, без изменений 0\.$/, {}, { timeout: 3000 })).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Ход импорта' })).toHaveAttribute('value', '5000');
    const recent = await screen.findByRole('row', { name: /Импорт 7/ });
    expect(recent).toHaveTextContent('готов');
    expect(within(recent).getByRole('link', { name: 'Импорт 7' })).toHaveAttribute('href', '/admin/catalogue/import?job=7');
    await userEvent.click(screen.getByRole('button', { name: 'Импортировать другой файл' }));
    expect(await screen.findByRole('form', { name: 'Проверить файл' })).toBeVisible();
  });

  it('shows a file\'s problems by line and column, and offers no import until they are fixed', async () => {
    await asStaff('operator');
    answers['catalog/imports'] = { ok: true, jobs: [] };
    renderAt('/admin/catalogue/import');
    await userEvent.click(await screen.findByRole('button', { name: 'Проверить файл' }));
    expect(screen.getByLabelText('Файл (.csv или .json)')).toHaveAccessibleDescription(/Выберите файл\.$/);
    expect(post).not.toHaveBeenCalled();

    await checkFile({ ...DRY_RUN, created: 0, updated: 0, changes: [], changes_left_out: 0, error_count: 2, errors: [
      { line: 2, column: 'price_usd', reason: 'an amount above 0 such as 45.99' },
      { line: 3, column: 'sku', reason: 'W-9 is not in the catalogue: a new product needs the columns url_path, category too' },
    ] });
    const problems = await screen.findByRole('table', { name: 'Ошибки' });
    expect(within(problems).getByRole('row', { name: /2.*price_usd.*an amount above 0/ })).toBeVisible();
    expect(within(problems).getByRole('row', { name: /3.*sku.*W-9 is not in the catalogue/ })).toBeVisible();
    expect(screen.getByText('Ошибки: пока они не исправлены, ничего не импортируется')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Импортировать' })).not.toBeInTheDocument();
  });

  it('names the import that runs already, to watch it', async () => {
    await asStaff('operator');
    answers['catalog/imports'] = { ok: true, jobs: [] };
    renderAt('/admin/catalogue/import');
    await checkFile(DRY_RUN);
    await userEvent.click(await screen.findByRole('button', { name: 'Импортировать' }));
    post.mockResolvedValueOnce({ ok: false, status: 409, error: 'import_running', message: 'Import 3 is running', details: { job: { ...JOB, id: 3 } } });
    await userEvent.click(screen.getAllByRole('button', { name: 'Импортировать' })[0]!);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Уже идёт другой импорт (импорт 3): импорты идут по одному.');
    expect(within(alert).getByRole('link', { name: 'Смотреть' })).toHaveAttribute('href', '/admin/catalogue/import?job=3');
  });

  it('says where a stopped import stopped, and how to finish it', async () => {
    await asStaff('support');
    const stopped = { ...JOB, id: 8, status: 'failed' as const, rows_total: 60, rows_done: 50, error: 'line 56: RACE-55 was changed in the shop after the file was checked' };
    answers['catalog/imports/8'] = { ok: true, job: stopped };
    answers['catalog/imports'] = { ok: true, jobs: [stopped] };
    renderAt('/admin/catalogue/import?job=8');
    expect(await screen.findByRole('heading', { level: 2, name: 'Импорт 8' })).toBeVisible();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Остановлен на строке 50 из 60: line 56: RACE-55 was changed in the shop after the file was checked');
    expect(alert).toHaveTextContent('Импортируйте тот же файл снова, чтобы закончить');
    expect(await screen.findByRole('row', { name: /Импорт 8/ })).toHaveTextContent('остановлен');
  });
});
