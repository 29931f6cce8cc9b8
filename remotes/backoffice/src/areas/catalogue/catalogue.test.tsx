import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminProduct, AdminProductChoicesReply, AdminProductSummary } from '@shop/contracts';
import { initI18n } from '@shop/i18n';
import { MemoryRouter, Route, Routes } from '@shop/router';
import { markLoggedIn } from '@shop/session';
import { CUSTOMER, fakeApi, resetPage, serverCart } from '@shop/session/testing';
import { adminGet, adminPost, adminUpload, type AdminAnswer } from '../../api/admin-api';
import BackOffice from '../../exposes/back-office';

jest.mock('@shop/api-client', () => ({ ...jest.requireActual('@shop/api-client'), apiGet: jest.fn(), apiPost: jest.fn() }));
jest.mock('../../api/admin-api', () => ({ ...jest.requireActual('../../api/admin-api'), adminGet: jest.fn(), adminPost: jest.fn(), adminUpload: jest.fn() }));

const get = jest.mocked(adminGet);
const post = jest.mocked(adminPost);
const upload = jest.mocked(adminUpload);
let answers: Record<string, AdminAnswer<Record<string, unknown>>>;
const refused = (status: number, error: string, details: Record<string, unknown> = {}): AdminAnswer<never> => ({ ok: false, status, error, details });

const CHOICES: Omit<AdminProductChoicesReply, 'status'> = {
  categories: [{ id: 3, path: 'women/clothing/dresses', name: 'Платья' }],
  sizes: [{ id: 11, code: 's', label: 'S' }, { id: 12, code: 'm', label: 'M' }],
  colors: [{ id: 21, code: 'black', label: 'Чёрный' }],
  materials: [{ id: 31, code: 'linen', label: 'Лён' }],
  seasons: [],
};
const SUMMARY: AdminProductSummary = {
  id: 5, sku: 'DRS-5', url_path: 'linen-dress', name: 'Платье «Лён»', category: 'Платья', status: 'hidden',
  prices: [{ currency: 'RUB', price: 799_000, old_price: null }], units: 4, image_id: 9,
};
const PRODUCT: AdminProduct = {
  id: 5, sku: 'DRS-5', url_path: 'linen-dress', category_id: 3, kind: 'dress', status: 'published', version: 4,
  names: { 'ru-ru': 'Платье «Лён»', 'en-gb': 'Linen dress', 'ka-ge': 'სელის კაბა' },
  descriptions: { 'ru-ru': 'Лёгкое.', 'en-gb': 'Light.', 'ka-ge': 'მსუბუქი.' },
  prices: [{ currency: 'USD', price: 8900, old_price: null }, { currency: 'RUB', price: 799_000, old_price: 999_000 }, { currency: 'GEL', price: 23_900, old_price: null }],
  sizes: [{ value_id: 11, label: 'S', units: 3, stock_status: 'inStock' }],
  color: 21, material: null, season: null,
  photos: [{ id: 9, alts: { 'ru-ru': 'Спереди' }, drawn: false }, { id: 10, alts: {}, drawn: true }],
  created_at: '2026-12-01T09:00:00Z', changed_by: 'customer:2 anna@example.com', changed_at: '2026-12-05T10:00:00Z',
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
  fakeApi().on('GET', 'cart/v2/', serverCart([]));
  answers = { 'products/choices': { ok: true, ...CHOICES } };
  get.mockReset().mockImplementation(async (path) => (answers[path] ?? refused(404, 'not_found')) as AdminAnswer<never>);
  post.mockReset();
  upload.mockReset();
  act(() => initI18n({ language: 'ru-ru' }));
});

async function asStaff(role: 'admin' | 'operator' | 'support') {
  answers.me = { ok: true, role, actor: 'customer:7 nino@example.ge' };
  await act(async () => markLoggedIn(CUSTOMER));
}

describe('the products list', () => {
  it('lists what the URL asks for, with links to each product, and offers an operator a new product and an import', async () => {
    await asStaff('operator');
    answers['products?search=DRS&status=hidden'] = { ok: true, products: [SUMMARY], total: 1, page: 1, limit: 50 };
    answers['products?search=DRS&category=3&status=hidden'] = { ok: true, products: [], total: 0, page: 1, limit: 50 };
    renderAt('/admin/catalogue?search=DRS&status=hidden');
    const row = await screen.findByRole('row', { name: /DRS-5/ });
    expect(within(row).getByRole('link', { name: 'Платье «Лён»' })).toHaveAttribute('href', '/admin/catalogue/5');
    expect(row).toHaveTextContent('Скрыт');
    expect(row).toHaveTextContent('7 990 ₽');
    expect(screen.getByRole('link', { name: 'Новый товар' })).toHaveAttribute('href', '/admin/catalogue/new');
    expect(screen.getByRole('link', { name: 'Загрузить файл каталога' })).toHaveAttribute('href', '/admin/catalogue/import');

    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Категория' }), 'Платья (women/clothing/dresses)');
    await userEvent.click(screen.getByRole('button', { name: 'Показать' }));
    expect(await screen.findByText('Нет товаров под этот отбор.')).toBeVisible();
  });

  it('offers support nothing to change', async () => {
    await asStaff('support');
    answers.products = { ok: true, products: [SUMMARY], total: 1, page: 1, limit: 50 };
    renderAt('/admin/catalogue');
    expect(await screen.findByRole('row', { name: /DRS-5/ })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Новый товар' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Загрузить файл каталога' })).not.toBeInTheDocument();
  });
});

describe('a product', () => {
  it('saves an edit with the version it was read at, photos in their new order with their alt texts', async () => {
    await asStaff('operator');
    answers['products/5'] = { ok: true, product: PRODUCT };
    post.mockResolvedValue({ ok: true, product: { ...PRODUCT, version: 5 } } as unknown as AdminAnswer<never>);
    renderAt('/admin/catalogue/5');
    expect(await screen.findByText(/Последним сохранил anna@example\.com/)).toBeVisible();
    const english = screen.getByRole('textbox', { name: 'Название (английский)' });
    await userEvent.clear(english);
    await userEvent.type(english, 'Linen summer dress');
    await userEvent.click(screen.getByRole('button', { name: 'Сдвинуть фото 2 раньше' }));
    await userEvent.type(screen.getAllByRole('textbox', { name: 'английский' })[1]!, 'From the front');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(post).toHaveBeenCalledWith('products/5', expect.objectContaining({
      version: 4,
      names: { 'ru-ru': 'Платье «Лён»', 'en-gb': 'Linen summer dress', 'ka-ge': 'სელის კაბა' },
      prices: [{ currency: 'USD', price: 8900, old_price: null }, { currency: 'RUB', price: 799_000, old_price: 999_000 }, { currency: 'GEL', price: 23_900, old_price: null }],
      sizes: [{ value_id: 11, units: 3 }],
      photos: [{ id: 10, alts: { 'ru-ru': '', 'en-gb': '', 'ka-ge': '' } }, { id: 9, alts: { 'ru-ru': 'Спереди', 'en-gb': 'From the front', 'ka-ge': '' } }],
      color: 21, material: null, status: 'published',
    }));
    expect(await screen.findByText('Сохранено. Магазин уже показывает изменения.')).toBeVisible();
  });

  it('shows each problem under its field: its own checks first, then what the API refused, and who saved first', async () => {
    await asStaff('operator');
    answers['products/5'] = { ok: true, product: PRODUCT };
    renderAt('/admin/catalogue/5');
    const usd = await screen.findByRole('textbox', { name: 'Зачёркнутая цена, USD (необязательно)' });
    await userEvent.type(usd, '50');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Название (грузинский)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(usd).toHaveAccessibleDescription('Зачёркнутая цена должна быть больше цены.');
    expect(screen.getByRole('textbox', { name: 'Название (грузинский)' })).toHaveAccessibleDescription('Заполните поле.');
    expect(screen.getByRole('alert')).toHaveTextContent('Исправьте 2 поля');
    expect(post).not.toHaveBeenCalled();

    await userEvent.clear(usd);
    await userEvent.type(screen.getByRole('textbox', { name: 'Название (грузинский)' }), 'სელის კაბა');
    post.mockResolvedValueOnce(refused(400, 'path_taken', { field: 'url_path' }));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('textbox', { name: 'Адрес в магазине' })).toHaveAccessibleDescription(expect.stringContaining('Этот адрес уже у другого товара'));

    post.mockResolvedValueOnce(refused(409, 'conflict', { changed_by: 'customer:3 olga@example.com', changed_at: '2026-12-06T08:00:00Z' }));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/olga@example\.com/);
    expect(screen.getByRole('button', { name: 'Обновить' })).toBeVisible();
  });

  it('uploads photos chosen, and says why a file was refused under the photos', async () => {
    await asStaff('operator');
    answers['products/5'] = { ok: true, product: PRODUCT };
    upload.mockResolvedValueOnce(refused(400, 'not_an_image', { field: 'photo' }));
    upload.mockResolvedValueOnce({ ok: true, product: { ...PRODUCT, version: 5, photos: [...PRODUCT.photos, { id: 11, alts: {}, drawn: false }] } } as unknown as AdminAnswer<never>);
    renderAt('/admin/catalogue/5');
    const input = await screen.findByLabelText('Добавить фото: выберите файлы или перетащите их сюда');
    await userEvent.upload(input, new File(['%PDF'], 'terms.pdf', { type: 'image/png' }));
    expect(upload).toHaveBeenCalledWith('products/5/photos?version=4', 'photo', [expect.any(File)]);
    expect(await screen.findByText('Этот файл не изображение JPEG, PNG, WebP, AVIF, GIF или TIFF.')).toBeVisible();
    await userEvent.upload(input, new File(['png'], 'dress.png', { type: 'image/png' }));
    expect(await screen.findByText('Фото 3')).toBeVisible();
    expect(screen.queryByText('Этот файл не изображение JPEG, PNG, WebP, AVIF, GIF или TIFF.')).not.toBeInTheDocument();
  });

  it('makes a new product hidden until published, then opens its page', async () => {
    await asStaff('operator');
    post.mockResolvedValue({ ok: true, product: { ...PRODUCT, id: 77 } } as unknown as AdminAnswer<never>);
    answers['products/77'] = { ok: true, product: { ...PRODUCT, id: 77 } };
    renderAt('/admin/catalogue/new');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Артикул' }), 'bad sku');
    await userEvent.click(screen.getByRole('button', { name: 'Создать товар' }));
    expect(screen.getByRole('textbox', { name: 'Артикул' })).toHaveAccessibleDescription(expect.stringContaining('Только буквы, цифры'));
    expect(screen.getByRole('radio', { name: 'Скрыт' })).toBeChecked();

    const type = async (name: string, text: string) => { const box = screen.getByRole('textbox', { name }); await userEvent.clear(box); await userEvent.type(box, text); };
    await type('Артикул', 'BO-1');
    await type('Адрес в магазине', 'new-dress');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Категория' }), 'Платья (women/clothing/dresses)');
    for (const [language, name] of [['русский', 'Платье'], ['английский', 'Dress'], ['грузинский', 'კაბა']]) await type(`Название (${language})`, name!);
    for (const currency of ['USD', 'RUB', 'GEL']) await type(`Цена, ${currency}`, '10');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Размер 1' }), 'M');
    await type('Штук размера 1', '2');
    await userEvent.click(screen.getByRole('button', { name: 'Создать товар' }));
    expect(post).toHaveBeenCalledWith('products', expect.objectContaining({ sku: 'BO-1', url_path: 'new-dress', category_id: 3, status: 'hidden', sizes: [{ value_id: 12, units: 2 }] }));
    expect(await screen.findByRole('heading', { level: 1, name: 'DRS-5: Платье «Лён»' })).toBeVisible();
  });
});
