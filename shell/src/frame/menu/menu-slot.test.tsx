import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiGet } from '@shop/api-client';
import type { LanguageCode } from '@shop/contracts';
import { DEFAULT_LANGUAGES, initI18n, setLanguage } from '@shop/i18n';
import { MemoryRouter, useLocation } from '@shop/router';
import { useSession } from '@shop/session';
import { scrollLockCount } from '@shop/ui';
import { installMedia } from '../../test/media';
import { useFrameState } from '../frame-state';
import { MenuSlot } from './menu-slot';
import { demoTree } from './menu-test-data';

jest.mock('@shop/api-client', () => ({ apiGet: jest.fn() }));
jest.mock('@shop/session', () => ({ ...jest.requireActual('@shop/session'), useSession: jest.fn() }));

const mockedGet = jest.mocked(apiGet);
const treeCalls = () => mockedGet.mock.calls.filter(([path]) => path.startsWith('indexedcategories/tree/')).map(([path]) => path);

const settings = (language: LanguageCode) => ({
  status: 200,
  settings: {
    name: 'Mira',
    language,
    languages: DEFAULT_LANGUAGES,
    telephone: '+7 812 407-15-15',
    email: 'hello@mira.example',
    open: 'Ежедневно с 10:00 до 22:00',
    header: {
      links: [
        { title: 'Покупателям', items: [{ title: 'Доставка', href: '/delivery' }, { title: 'Оплата', href: '/payment' }] },
        { title: 'Блог', items: [{ title: 'Блог', href: '/blog' }] },
      ],
      tagline: { status: false, title: '', href: '' },
    },
  },
});

let treeAnswer: (language: LanguageCode) => Promise<unknown>;

function LocationProbe() {
  const { pathname, search, hash } = useLocation();
  return <output aria-label="location">{pathname + search + hash}</output>;
}

function renderMenu(path = '/blog?x=1') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <header>
        <MenuSlot layout="compact" />
        <MenuSlot layout="desktop" />
      </header>
      <main>
        <a href="#top">Page content</a>
      </main>
      <LocationProbe />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  treeAnswer = async (language) => ({ status: 200, tree: demoTree(language) });
  mockedGet.mockReset();
  mockedGet.mockImplementation(async (path: string) => {
    const tree = /^indexedcategories\/tree\/(.+)$/.exec(path);
    if (tree) return (await treeAnswer(tree[1] as LanguageCode)) as never;
    const s = /^settings\/(.+)$/.exec(path);
    if (s) return settings(s[1] as LanguageCode) as never;
    throw new Error(`unexpected ${path}`);
  });
  jest.mocked(useSession).mockReturnValue({ loggedIn: false, customer: null, ready: true });
  act(() => initI18n({ language: 'ru-ru', languages: DEFAULT_LANGUAGES }));
  useFrameState.setState({ menuOpen: false, searchActive: false, openDropdown: null });
});

afterEach(() => jest.useRealTimers());

describe('MenuSlot on mobile and tablet', () => {
  beforeEach(() => installMedia(375));

  async function openMenu() {
    await userEvent.click(screen.getByRole('button', { name: 'Меню' }));
    return screen.findByRole('dialog', { name: 'Меню' });
  }

  it('shows a burger and loads the menu and its data only on the first click', async () => {
    renderMenu();
    const burger = screen.getByRole('button', { name: 'Меню' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(treeCalls()).toEqual([]);

    const menu = await openMenu();
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect(useFrameState.getState().menuOpen).toBe(true);
    expect(scrollLockCount()).toBe(1);
    expect(await within(menu).findByRole('button', { name: 'Женщинам' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Распродажа' })).toHaveAttribute('href', '/sale');
    expect(within(menu).queryByText('Служебная')).toBeNull();
    expect(treeCalls()).toEqual(['indexedcategories/tree/ru-ru']);
  });

  it('walks nested levels with next and back, naming each level and linking to all of it', async () => {
    renderMenu();
    const menu = await openMenu();
    await userEvent.click(await within(menu).findByRole('button', { name: 'Женщинам' }));
    expect(within(menu).getByRole('heading', { name: 'Женщинам' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Все товары раздела «Женщинам»' })).toHaveAttribute('href', '/women');
    expect(within(menu).getByRole('link', { name: 'Обувь' })).toHaveAttribute('href', '/women/shoes');
    expect(within(menu).getByRole('button', { name: 'Назад' })).toHaveFocus();

    await userEvent.click(within(menu).getByRole('button', { name: 'Одежда' }));
    expect(within(menu).getByRole('heading', { name: 'Одежда' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Платья' })).toHaveAttribute('href', '/women/clothing/dresses');
    expect(within(menu).queryByText('Служебная')).toBeNull();

    await userEvent.click(within(menu).getByRole('button', { name: 'Назад: Женщинам' }));
    expect(within(menu).getByRole('heading', { name: 'Женщинам' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Одежда' })).toHaveFocus();
    await userEvent.click(within(menu).getByRole('button', { name: 'Назад' }));
    expect(within(menu).queryByRole('heading')).toBeNull();
    expect(within(menu).getByRole('button', { name: 'Женщинам' })).toHaveFocus();
  });

  it('closes on Escape: unlocks scrolling at once, hides after 350 ms and gives focus back to the burger', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderMenu();
    const burger = screen.getByRole('button', { name: 'Меню' });
    await user.click(burger);
    const menu = await screen.findByRole('dialog', { name: 'Меню' });
    await within(menu).findByRole('button', { name: 'Женщинам' });

    await user.keyboard('{Escape}');
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(scrollLockCount()).toBe(0);
    expect(burger).toHaveFocus();
    act(() => jest.advanceTimersByTime(349));
    expect(screen.getByRole('dialog', { hidden: true })).toBeVisible();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab inside the open menu', async () => {
    renderMenu();
    const menu = await openMenu();
    await within(menu).findByRole('button', { name: 'Женщинам' });
    for (let i = 0; i < 30; i += 1) {
      await userEvent.tab();
      expect(menu).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes with its close button, the burger and the overlay', async () => {
    renderMenu();
    let menu = await openMenu();
    await userEvent.click(within(menu).getByRole('button', { name: 'Закрыть меню' }));
    expect(useFrameState.getState().menuOpen).toBe(false);
    menu = await openMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Меню' }));
    expect(useFrameState.getState().menuOpen).toBe(false);
    await openMenu();
    const overlay = document.querySelector('#slide-in-menu > [aria-hidden="true"]') as HTMLElement;
    await userEvent.click(overlay);
    expect(useFrameState.getState().menuOpen).toBe(false);
  });

  it('closes when a category link is followed', async () => {
    renderMenu();
    const menu = await openMenu();
    await userEvent.click(await within(menu).findByRole('link', { name: 'Распродажа' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/sale');
    expect(useFrameState.getState().menuOpen).toBe(false);
  });

  it('offers guests a login entry that opens #auth on the same page', async () => {
    renderMenu();
    const menu = await openMenu();
    const login = within(menu).getByRole('link', { name: 'Войти' });
    expect(login).toHaveAttribute('href', '/blog?x=1#auth');
    expect(within(menu).getByRole('link', { name: 'Бонусная карта' })).toHaveAttribute('href', '/bonus-card');
    await userEvent.click(login);
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/blog?x=1#auth');
    expect(useFrameState.getState().menuOpen).toBe(false);
    expect(screen.getByRole('button', { name: 'Меню' })).toHaveFocus();
  });

  it('links logged-in visitors to their account in the current language', async () => {
    jest.mocked(useSession).mockReturnValue({ loggedIn: true, customer: null, ready: true });
    act(() => setLanguage('en-gb'));
    renderMenu('/en/blog');
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/en/account');
    expect(within(menu).getByRole('link', { name: 'My bonus card' })).toHaveAttribute('href', '/en/account/membership');
    expect(within(menu).queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('shows the language toggle, the configured header links and the contact phone', async () => {
    renderMenu();
    const menu = await openMenu();
    expect(within(menu).getByRole('navigation', { name: 'Язык' })).toBeInTheDocument();
    const links = await within(menu).findByRole('navigation', { name: 'Покупателям' });
    expect(within(links).getByRole('link', { name: 'Доставка' })).toHaveAttribute('href', '/delivery');
    expect(within(links).getByRole('link', { name: 'Блог' })).toHaveAttribute('href', '/blog');
    expect(within(menu).getByRole('link', { name: '+7 812 407-15-15' })).toHaveAttribute('href', 'tel:+78124071515');
    expect(within(menu).getByText('Ежедневно с 10:00 до 22:00')).toBeInTheDocument();
  });

  it('refetches the menu data when the language changes, and stays open', async () => {
    renderMenu();
    const menu = await openMenu();
    await within(menu).findByRole('button', { name: 'Женщинам' });
    act(() => setLanguage('en-gb'));
    expect(await within(menu).findByRole('button', { name: 'Women' })).toBeInTheDocument();
    expect(treeCalls()).toEqual(['indexedcategories/tree/ru-ru', 'indexedcategories/tree/en-gb']);
    expect(useFrameState.getState().menuOpen).toBe(true);
  });

  it('offers a retry when the menu data cannot be loaded', async () => {
    treeAnswer = async () => ({ status: 400, error: 'invalid_language' });
    renderMenu();
    const menu = await openMenu();
    expect(await within(menu).findByRole('alert')).toHaveTextContent('Не удалось загрузить меню.');
    treeAnswer = async (language) => ({ status: 200, tree: demoTree(language) });
    await userEvent.click(within(menu).getByRole('button', { name: 'Повторить' }));
    expect(await within(menu).findByRole('button', { name: 'Женщинам' })).toBeInTheDocument();
  });
});

describe('MenuSlot on desktop', () => {
  it('loads the hover menu once the page is idle, with no burger', async () => {
    installMedia(1280);
    jest.useFakeTimers();
    renderMenu();
    expect(screen.queryByRole('button', { name: 'Меню' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Каталог' })).toBeNull();
    expect(treeCalls()).toEqual([]);
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    jest.useRealTimers();
    const nav = await screen.findByRole('navigation', { name: 'Каталог' });
    expect(within(nav).getByRole('button', { name: 'Женщинам' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).getByRole('link', { name: 'Распродажа' })).toHaveAttribute('href', '/sale');
    expect(treeCalls()).toEqual(['indexedcategories/tree/ru-ru']);
  });

  it('sets up the matching menu and refetches its data when the screen crosses the breakpoint', async () => {
    const media = installMedia(1280);
    renderMenu();
    await screen.findByRole('navigation', { name: 'Каталог' });
    media.resize(768);
    expect(screen.queryByRole('navigation', { name: 'Каталог' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Меню' }));
    expect(await screen.findByRole('button', { name: 'Женщинам' })).toBeInTheDocument();
    media.resize(1280);
    expect(screen.queryByRole('button', { name: 'Меню' })).toBeNull();
    expect(useFrameState.getState().menuOpen).toBe(false);
    expect(scrollLockCount()).toBe(0);
    await screen.findByRole('navigation', { name: 'Каталог' });
    expect(treeCalls()).toEqual(['indexedcategories/tree/ru-ru', 'indexedcategories/tree/ru-ru', 'indexedcategories/tree/ru-ru']);
  });
});

describe('the desktop hover menu', () => {
  beforeEach(() => installMedia(1440));

  async function renderBar() {
    renderMenu();
    return screen.findByRole('navigation', { name: 'Каталог' });
  }

  it('opens a submenu on hover and closes it 50 ms after the pointer leaves', async () => {
    const nav = await renderBar();
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const women = within(nav).getByRole('button', { name: 'Женщинам' });
    await user.hover(women);
    expect(women).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(women.getAttribute('aria-controls')!)!;
    expect(panel).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'Все товары раздела «Женщинам»' })).toHaveAttribute('href', '/women');
    expect(within(panel).getByRole('link', { name: 'Одежда' })).toHaveAttribute('href', '/women/clothing');
    expect(within(panel).getByRole('link', { name: 'Платья' })).toHaveAttribute('href', '/women/clothing/dresses');

    await user.unhover(women);
    act(() => jest.advanceTimersByTime(40));
    // Back within the delay (e.g. crossing a gap): it stays open.
    await user.hover(panel);
    act(() => jest.advanceTimersByTime(100));
    expect(women).toHaveAttribute('aria-expanded', 'true');

    await user.unhover(panel);
    act(() => jest.advanceTimersByTime(49));
    expect(women).toHaveAttribute('aria-expanded', 'true');
    act(() => jest.advanceTimersByTime(1));
    expect(women).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('keeps a submenu the pointer just opened open on the following click; later clicks toggle', async () => {
    const nav = await renderBar();
    const women = within(nav).getByRole('button', { name: 'Женщинам' });
    await userEvent.click(women);
    expect(women).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(women);
    expect(women).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(women);
    expect(women).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByText('Page content'));
    expect(women).toHaveAttribute('aria-expanded', 'false');
  });

  it('toggles on click and keeps only one dropdown open in the header', async () => {
    const nav = await renderBar();
    const women = within(nav).getByRole('button', { name: 'Женщинам' });
    const men = within(nav).getByRole('button', { name: 'Мужчинам' });
    act(() => useFrameState.getState().setOpenDropdown('link:0'));
    fireClick(women);
    expect(women).toHaveAttribute('aria-expanded', 'true');
    expect(useFrameState.getState().openDropdown).toBe('menu:3');
    fireClick(men);
    expect(men).toHaveAttribute('aria-expanded', 'true');
    expect(women).toHaveAttribute('aria-expanded', 'false');
    fireClick(men);
    expect(men).toHaveAttribute('aria-expanded', 'false');
    expect(useFrameState.getState().openDropdown).toBeNull();
  });

  it('works from the keyboard: Tab reaches each item, Enter and Space toggle, Escape closes and returns focus', async () => {
    const nav = await renderBar();
    const women = within(nav).getByRole('button', { name: 'Женщинам' });
    const men = within(nav).getByRole('button', { name: 'Мужчинам' });
    await userEvent.tab();
    expect(women).toHaveFocus();
    await userEvent.tab();
    expect(men).toHaveFocus();
    await userEvent.tab();
    expect(within(nav).getByRole('link', { name: 'Распродажа' })).toHaveFocus();

    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    expect(women).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(women).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Все товары раздела «Женщинам»' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(women).toHaveAttribute('aria-expanded', 'false');
    expect(women).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(women).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    expect(women).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers a retry when the menu data cannot be loaded', async () => {
    treeAnswer = async () => ({ status: 400, error: 'invalid_language' });
    renderMenu();
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить меню.');
    treeAnswer = async (language) => ({ status: 200, tree: demoTree(language) });
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('navigation', { name: 'Каталог' })).toBeInTheDocument();
  });

  it('closes the submenu when focus moves past it and when a link in it is followed', async () => {
    const nav = await renderBar();
    const women = within(nav).getByRole('button', { name: 'Женщинам' });
    fireClick(women);
    await userEvent.click(screen.getByRole('link', { name: 'Платья' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/women/clothing/dresses');
    await waitFor(() => expect(women).toHaveAttribute('aria-expanded', 'false'));

    act(() => women.focus());
    await userEvent.keyboard('{Enter}');
    expect(women).toHaveAttribute('aria-expanded', 'true');
    act(() => within(nav).getByRole('button', { name: 'Мужчинам' }).focus());
    expect(women).toHaveAttribute('aria-expanded', 'false');
  });
});

// A click without the hover userEvent simulates first, to test the toggle alone.
function fireClick(element: HTMLElement) {
  act(() => element.click());
}
