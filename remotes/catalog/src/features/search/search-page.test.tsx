import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SearchResultReply, Settings } from '@shop/contracts';
import { initI18n } from '@shop/i18n';
import { useSettings } from '@shop/session';
import SearchPage from '../../exposes/search-page';
import { card } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';
import { fetchSearchPage } from './api';

jest.mock('./api');
jest.mock('@shop/session', () => ({ ...jest.requireActual('@shop/session'), useSettings: jest.fn() }));
const mockFetch = jest.mocked(fetchSearchPage);

/** Page `page` of `total` results at 24 a page. */
function resultPage(page: number, total: number, corrected?: string): SearchResultReply {
  const first = (page - 1) * 24 + 1;
  const count = Math.max(0, Math.min(24, total - first + 1));
  return { status: 200, result: { items: Array.from({ length: count }, (_, i) => card(first + i, { page })), total, page, limit: 24, ...(corrected ? { corrected } : {}) } };
}

beforeEach(() => {
  mockFetch.mockReset();
  jest.mocked(useSettings).mockReturnValue({ search: { suggestions: ['пальто', 'платье'] } } as Settings);
  act(() => initI18n({ language: 'ru-ru' }));
});

const results = () => within(screen.getByRole('list', { name: 'Результаты поиска' })).getAllByRole('article');

it('shows the count and the first page, and loads more the way a category does', async () => {
  mockFetch.mockImplementation(async (_phrase, page) => resultPage(page, 30));
  renderRoute(<SearchPage phrase="платье" />, '/search/платье');
  expect(await screen.findByRole('heading', { level: 1, name: 'Результаты поиска «платье»' })).toBeInTheDocument();
  expect(await screen.findByText('Найдено 30 товаров')).toBeInTheDocument();
  expect(results()).toHaveLength(24);
  await userEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
  expect(await screen.findByText('Показано 30 из 30 товаров')).toBeInTheDocument();
  expect(results()).toHaveLength(30);
  expect(screen.queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
  expect(mockFetch).toHaveBeenLastCalledWith('платье', 2);
});

it('says what it searched for when the phrase was corrected', async () => {
  mockFetch.mockResolvedValue(resultPage(1, 3, 'платье'));
  renderRoute(<SearchPage phrase="плтье" />, '/search/плтье');
  expect(await screen.findByText('Показаны результаты по запросу «платье»')).toBeInTheDocument();
});

it('says when nothing was found and offers the popular phrases', async () => {
  mockFetch.mockResolvedValue(resultPage(1, 0));
  renderRoute(<SearchPage phrase="зонтик" />, '/search/зонтик');
  expect(await screen.findByText('По запросу «зонтик» ничего не нашлось.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'пальто' })).toHaveAttribute('href', '/search/%D0%BF%D0%B0%D0%BB%D1%8C%D1%82%D0%BE');
});
