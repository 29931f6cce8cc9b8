import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiGet } from '@shop/api-client';
import type { Suggestion } from '@shop/contracts';
import { DEFAULT_LANGUAGES, initI18n } from '@shop/i18n';
import { scrollLockCount } from '@shop/ui';
import { useFrameState } from '../../frame-state';
import { renderAt } from '../test-utils';
import { SearchBox } from './search-box';
import { SUGGEST_DEBOUNCE_MS } from './use-suggestions';

jest.mock('@shop/api-client', () => ({ apiGet: jest.fn() }));
const get = jest.mocked(apiGet);

const POPULAR = ['пальто', 'джинсы', 'льняная рубашка'];

const coat: Suggestion = { type: 'phrase', title: 'пальто' };
const coats: Suggestion = { type: 'category', title: 'Пальто и куртки', url_path: 'women/coats' };
const woolCoat: Suggestion = {
  type: 'product',
  title: 'Шерстяное пальто',
  url_path: 'wool-coat-1001',
  sku: '1001',
  image: '/api/media/product/1001-1-400.webp',
  price: 1999000,
  currency: 'RUB',
};

/** Replies per phrase (a test may hold one back); other phrases get no answer. */
let answers: Record<string, () => Promise<unknown>>;

beforeEach(() => {
  answers = {};
  get.mockReset();
  get.mockImplementation(async (path: string) => {
    const match = /^search\/complete\/(.+)$/.exec(path);
    if (!match) throw new Error(`unexpected ${path}`);
    const phrase = decodeURIComponent(match[1]!);
    const answer = answers[phrase];
    // A phrase the test does not care about is never answered, so no update lands after the test.
    return (answer ? await answer() : await new Promise(() => undefined)) as never;
  });
  act(() => initI18n({ language: 'ru-ru', languages: DEFAULT_LANGUAGES }));
  useFrameState.setState({ menuOpen: false, searchActive: false, openDropdown: null });
});

afterEach(() => {
  jest.useRealTimers();
});

const box = () => screen.getByRole('combobox', { name: 'Поиск по каталогу' });
const location = () => screen.getByRole('status', { name: 'location' });
const completeCalls = () => get.mock.calls.map(([path]) => decodeURIComponent(path.replace('search/complete/', '')));

function renderSearch(path = '/blog') {
  return renderAt(<SearchBox popular={POPULAR} />, path);
}

function fakeTimers() {
  jest.useFakeTimers();
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
}

describe('SearchBox activation', () => {
  it('activates on focus: overlay, scroll lock and the popular phrases for empty text', async () => {
    renderSearch();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(box());
    expect(useFrameState.getState().searchActive).toBe(true);
    expect(scrollLockCount()).toBe(1);
    expect(document.body.querySelector(':scope > [aria-hidden="true"]')).not.toBeNull();
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('listbox', { name: 'Популярные запросы' });
    expect(box()).toHaveAttribute('aria-controls', list.id);
    expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual(POPULAR);
    expect(get).not.toHaveBeenCalled();
  });

  it('activates from the search icon and moves focus into the field', async () => {
    renderSearch();
    await userEvent.click(screen.getByRole('button', { name: 'Открыть поиск' }));
    expect(useFrameState.getState().searchActive).toBe(true);
    expect(box()).toHaveFocus();
  });

  it('closes a menu or dropdown that was open: one layer at a time', async () => {
    useFrameState.setState({ menuOpen: true, openDropdown: 'link:0' });
    renderSearch();
    await userEvent.click(box());
    expect(useFrameState.getState()).toMatchObject({ searchActive: true, menuOpen: false, openDropdown: null });
  });

  it.each([
    ['Escape', async () => userEvent.keyboard('{Escape}')],
    ['the close icon', async () => userEvent.click(screen.getByRole('button', { name: 'Закрыть поиск' }))],
    ['the cancel button', async () => userEvent.click(screen.getByRole('button', { name: 'Отмена' }))],
    ['a click outside', async () => userEvent.click(screen.getByText('Page content'))],
    ['a click on the overlay', async () => userEvent.click(document.body.querySelector(':scope > [aria-hidden="true"]')!)],
    [
      'tabbing out',
      async () => {
        // Past the close icon and the cancel button to the page.
        await userEvent.tab();
        await userEvent.tab();
        expect(useFrameState.getState().searchActive).toBe(true);
        await userEvent.tab();
        expect(screen.getByRole('link', { name: 'Page link' })).toHaveFocus();
      },
    ],
  ])('deactivates on %s and unlocks the page', async (_how, close) => {
    renderSearch();
    await userEvent.click(box());
    await userEvent.keyboard('пальто');
    expect(scrollLockCount()).toBe(1);
    await close();
    expect(useFrameState.getState().searchActive).toBe(false);
    expect(scrollLockCount()).toBe(0);
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Закрыть поиск' })).toBeNull();
    expect(location()).toHaveTextContent(/^\/blog$/);
  });

  it('keeps the text on Escape and the close icon; the cancel button clears it', async () => {
    renderSearch();
    await userEvent.click(box());
    await userEvent.keyboard('пальто{Escape}');
    expect(box()).toHaveValue('пальто');
    expect(box()).toHaveFocus();
    await userEvent.keyboard('!');
    expect(useFrameState.getState().searchActive).toBe(true);
    // A click into the still-focused field opens it again too.
    await userEvent.keyboard('{Escape}');
    await userEvent.click(box());
    expect(useFrameState.getState().searchActive).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(box()).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Открыть поиск' })).toHaveFocus();
  });
});

describe('SearchBox submit', () => {
  it('does nothing on Enter with 3 characters, searches with 4', async () => {
    renderSearch();
    await userEvent.click(box());
    await userEvent.keyboard('пал{Enter}');
    expect(location()).toHaveTextContent(/^\/blog$/);
    expect(useFrameState.getState().searchActive).toBe(true);
    // Spaces around do not count.
    await userEvent.clear(box());
    await userEvent.keyboard('  пал  {Enter}');
    expect(location()).toHaveTextContent(/^\/blog$/);

    await userEvent.clear(box());
    await userEvent.keyboard('паль{Enter}');
    expect(location()).toHaveTextContent(`/search/${encodeURIComponent('паль')}`);
    expect(useFrameState.getState().searchActive).toBe(false);
    expect(scrollLockCount()).toBe(0);
  });

  it('URL-encodes the phrase under the language prefix and keeps it in the box', async () => {
    act(() => initI18n({ language: 'en-gb', languages: DEFAULT_LANGUAGES }));
    renderSearch('/en/blog');
    await userEvent.click(screen.getByRole('combobox', { name: 'Search the catalogue' }));
    await userEvent.keyboard('linen shirt/50%{Enter}');
    expect(location()).toHaveTextContent('/en/search/linen%20shirt%2F50%25');
    expect(screen.getByRole('combobox', { name: 'Search the catalogue' })).toHaveValue('linen shirt/50%');
  });

  it('shows the phrase of a search results page in the box', () => {
    renderSearch(`/search/${encodeURIComponent('льняная рубашка')}`);
    expect(box()).toHaveValue('льняная рубашка');
  });
});

describe('SearchBox suggestions', () => {
  it('asks for suggestions once typing pauses for 200 ms, not on every key', async () => {
    const user = fakeTimers();
    renderSearch();
    await user.click(box());
    await user.keyboard('п');
    await user.keyboard('а');
    await user.keyboard('л');
    expect(get).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(SUGGEST_DEBOUNCE_MS - 1));
    expect(get).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(completeCalls()).toEqual(['пал']);
  });

  it('asks nothing for one character (the API answers it with an empty list)', async () => {
    const user = fakeTimers();
    renderSearch();
    await user.click(box());
    await user.keyboard('п');
    act(() => jest.advanceTimersByTime(1000));
    expect(get).not.toHaveBeenCalled();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('drops an answer that arrives after a newer request was made', async () => {
    const user = fakeTimers();
    let releaseOld!: () => void;
    answers['па'] = () => new Promise((resolve) => {
      releaseOld = () => resolve({ status: 200, suggestions: [{ type: 'phrase', title: 'старый ответ' }] });
    });
    answers['пальто'] = async () => ({ status: 200, suggestions: [coat, coats, woolCoat] });
    renderSearch();
    await user.click(box());
    await user.keyboard('па');
    act(() => jest.advanceTimersByTime(SUGGEST_DEBOUNCE_MS));
    await user.keyboard('льто');
    await act(async () => jest.advanceTimersByTime(SUGGEST_DEBOUNCE_MS));
    expect(completeCalls()).toEqual(['па', 'пальто']);
    const list = screen.getByRole('listbox', { name: 'Подсказки' });
    expect(within(list).getAllByRole('option')).toHaveLength(3);

    await act(async () => releaseOld());
    expect(within(list).queryByText('старый ответ')).toBeNull();
    expect(within(list).getByRole('option', { name: /Шерстяное пальто/ })).toHaveTextContent('19 990 ₽');
  });

  it('lists phrases, categories and products; a phrase click searches at once', async () => {
    answers['пал'] = async () => ({ status: 200, suggestions: [coat, coats, woolCoat] });
    renderSearch();
    await userEvent.click(box());
    await userEvent.keyboard('пал');
    const list = await screen.findByRole('listbox', { name: 'Подсказки' });
    const option = await within(list).findByRole('option', { name: 'пальто' });
    expect(within(list).getByRole('option', { name: /Пальто и куртки/ })).toHaveTextContent('Категория');
    await userEvent.click(option);
    expect(location()).toHaveTextContent(`/search/${encodeURIComponent('пальто')}`);
    expect(box()).toHaveValue('пальто');
    expect(useFrameState.getState().searchActive).toBe(false);
  });

  it('opens a category or product suggestion at its url_path in the current language', async () => {
    act(() => initI18n({ language: 'en-gb', languages: DEFAULT_LANGUAGES }));
    answers['coat'] = async () => ({ status: 200, suggestions: [{ ...woolCoat, title: 'Wool coat' }] });
    renderSearch('/en/blog');
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.keyboard('coat');
    await userEvent.click(await screen.findByRole('option', { name: /Wool coat/ }));
    expect(location()).toHaveTextContent(/^\/en\/wool-coat-1001$/);
  });

  it('a popular phrase click searches even though it is short', async () => {
    renderAt(<SearchBox popular={['юбка']} />, '/blog');
    await userEvent.click(box());
    await userEvent.click(screen.getByRole('option', { name: 'юбка' }));
    expect(location()).toHaveTextContent(`/search/${encodeURIComponent('юбка')}`);
  });

  it('moves through the options with the arrow keys and picks one with Enter', async () => {
    answers['пальто'] = async () => ({ status: 200, suggestions: [coat, coats, woolCoat] });
    renderSearch();
    await userEvent.click(box());
    await userEvent.keyboard('пальто');
    const list = await screen.findByRole('listbox', { name: 'Подсказки' });
    await within(list).findAllByRole('option');
    const options = within(list).getAllByRole('option');
    expect(box()).not.toHaveAttribute('aria-activedescendant');

    await userEvent.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await userEvent.keyboard('{ArrowUp}');
    expect(box()).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(location()).toHaveTextContent(/^\/women\/coats$/);
  });

  it('keeps the list empty when the API fails', async () => {
    answers['пальто'] = async () => {
      throw new Error('offline');
    };
    renderSearch();
    await userEvent.click(box());
    await userEvent.keyboard('пальто');
    await act(async () => new Promise((resolve) => setTimeout(resolve, SUGGEST_DEBOUNCE_MS + 50)));
    expect(get).toHaveBeenCalledTimes(1);
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });
});
