import { act, screen, within } from '@testing-library/react';
import type { Settings } from '@shop/contracts';
import { initI18n } from '@shop/i18n';
import { primeSettings } from '@shop/session';
import InfoPage from '../../exposes/info-page';
import { renderRoute } from '../../test/render-route';
import { infoPageReply, notFoundReply } from '../../test/fixtures';
import { fetchInfoPage } from './api';

jest.mock('./api');
const mockFetchInfoPage = jest.mocked(fetchInfoPage);

beforeEach(() => {
  mockFetchInfoPage.mockReset();
  // The page's menu reads the settings: known, so no test asks the API for them.
  for (const language of ['ru-ru', 'en-gb', 'ka-ge'] as const) primeSettings({ language } as Settings);
  act(() => initI18n({ language: 'ru-ru' }));
});

describe('InfoPage', () => {
  it('loads the page of the current language and renders its sanitized content', async () => {
    mockFetchInfoPage.mockResolvedValue(infoPageReply());
    renderRoute(<InfoPage urlPath="delivery" />, '/page/delivery');
    expect(await screen.findByRole('heading', { level: 1, name: 'Доставка' })).toBeInTheDocument();
    expect(mockFetchInfoPage).toHaveBeenCalledWith('ru-ru', 'delivery');
    expect(screen.getByRole('heading', { level: 2, name: 'Сроки' })).toBeInTheDocument();
    expect(screen.getByText('ссылка')).not.toHaveAttribute('href');
    expect(document.title).toBe('Доставка — магазин');
  });

  it('asks for the Georgian page under Georgian', async () => {
    act(() => initI18n({ language: 'ka-ge' }));
    mockFetchInfoPage.mockResolvedValue(infoPageReply('მიწოდება'));
    renderRoute(<InfoPage urlPath="delivery" />, '/ka/page/delivery');
    expect(await screen.findByRole('heading', { level: 1, name: 'მიწოდება' })).toBeInTheDocument();
    expect(mockFetchInfoPage).toHaveBeenCalledWith('ka-ge', 'delivery');
    expect(screen.getByRole('link', { name: 'მთავარი' })).toHaveAttribute('href', '/ka');
  });

  it('shows the 404 screen for an unknown page', async () => {
    act(() => initI18n({ language: 'en-gb' }));
    mockFetchInfoPage.mockResolvedValue(notFoundReply);
    renderRoute(<InfoPage urlPath="nope" />, '/en/page/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en');
  });

  it('renders the page it came with (from the resolver) without a request', () => {
    const reply = infoPageReply();
    if (reply.status !== 200) throw new Error('fixture');
    renderRoute(<InfoPage urlPath="delivery" initialData={{ page: reply.page }} />, '/page/delivery');
    expect(screen.getByRole('heading', { level: 1, name: 'Доставка' })).toBeInTheDocument();
    expect(mockFetchInfoPage).not.toHaveBeenCalled();
  });

  it("shows the settings' customer pages menu beside the page, in the page's language, the page itself marked current", async () => {
    act(() => initI18n({ language: 'en-gb' }));
    const links = [{ title: 'Delivery', href: '/delivery' }, { title: 'Returns', href: '/returns' }];
    primeSettings({ language: 'en-gb', infoPage: { title: 'Customer information', links } } as unknown as Settings);
    mockFetchInfoPage.mockResolvedValue(infoPageReply('Delivery'));
    renderRoute(<InfoPage urlPath="delivery" />, '/en/delivery');
    const menu = await screen.findByRole('navigation', { name: 'Customer information' });
    expect(within(menu).getByRole('link', { name: 'Returns' })).toHaveAttribute('href', '/en/returns');
    expect(within(menu).getByRole('link', { name: 'Delivery' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Returns' })).not.toHaveAttribute('aria-current');
  });

  it('shows a loading state first, never a blank region', () => {
    mockFetchInfoPage.mockReturnValue(new Promise(() => undefined));
    renderRoute(<InfoPage urlPath="delivery" />, '/page/delivery');
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем страницу…');
  });
});
