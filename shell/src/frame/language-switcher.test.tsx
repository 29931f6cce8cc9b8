import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LanguageSetting } from '@shop/contracts';
import { DEFAULT_LANGUAGES, initI18n } from '@shop/i18n';
import { renderAt } from './header/test-utils';
import { useFrameState } from './frame-state';
import { LanguageSwitcher, languageTarget } from './language-switcher';

beforeEach(() => act(() => initI18n({ language: 'en-gb', languages: DEFAULT_LANGUAGES })));
afterEach(() => jest.restoreAllMocks());

const toggle = () => screen.getByRole('button', { name: 'Language: English' });

describe('LanguageSwitcher', () => {
  it('is a toggle showing the current language; the list opens and closes', async () => {
    renderAt(<LanguageSwitcher />, '/en/blog/wool-coat?page=2');
    const nav = screen.getByRole('navigation', { name: 'Language' });
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link')).toBeNull();

    await userEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(toggle().getAttribute('aria-controls')!)!;
    expect(within(list).getAllByRole('link').map((l) => l.textContent)).toEqual(['Русский', 'English', 'ქართული']);
    await userEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('links each language to this page with the URL prefix replaced', async () => {
    renderAt(<LanguageSwitcher />, '/en/blog/wool-coat?page=2');
    await userEvent.click(toggle());
    expect(screen.getByRole('link', { name: 'Русский' })).toHaveAttribute('href', '/blog/wool-coat?page=2');
    expect(screen.getByRole('link', { name: 'ქართული' })).toHaveAttribute('href', '/ka/blog/wool-coat?page=2');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'ქართული' })).toHaveAttribute('lang', 'ka');

    await userEvent.click(screen.getByRole('link', { name: 'ქართული' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/ka\/blog\/wool-coat\?page=2$/);
    expect(screen.getByRole('button', { expanded: false })).toBeInTheDocument();
  });

  it('closes on Escape (focus back on the toggle) and on a click outside', async () => {
    renderAt(<LanguageSwitcher />, '/en');
    await userEvent.click(toggle());
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Русский' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();

    await userEvent.click(toggle());
    await userEvent.click(screen.getByText('Page content'));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('is one of the header dropdowns: opening it closes another, and focus leaving it closes it', async () => {
    renderAt(
      <>
        <LanguageSwitcher />
        <button type="button">After</button>
      </>,
      '/en',
    );
    act(() => useFrameState.getState().setOpenDropdown('link:0'));
    await userEvent.click(toggle());
    expect(useFrameState.getState().openDropdown).toMatch(/^language:/);
    act(() => useFrameState.getState().setOpenDropdown('link:0'));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle());
    await userEvent.tab({ shift: false });
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens inside the slide-in menu without closing it; the header one closes the menu', async () => {
    act(() => useFrameState.getState().setMenuOpen(true));
    const { unmount } = renderAt(<LanguageSwitcher />, '/en');
    await userEvent.click(toggle());
    expect(useFrameState.getState().menuOpen).toBe(true);
    unmount();
    renderAt(<LanguageSwitcher floating />, '/en');
    await userEvent.click(toggle());
    expect(useFrameState.getState().menuOpen).toBe(false);
  });

  it('goes to the chosen language root and logs the spec error when the current language is unknown', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const languages: LanguageSetting[] = DEFAULT_LANGUAGES.filter((l) => l.code !== 'en-gb');
    act(() => initI18n({ language: 'en-gb', languages }));
    renderAt(<LanguageSwitcher />, '/en/blog');
    await userEvent.click(screen.getByRole('button', { name: /^Language:/ }));
    const georgian = screen.getByRole('link', { name: 'ქართული' });
    expect(georgian).toHaveAttribute('href', '/ka');
    expect(screen.getByRole('link', { name: 'Русский' })).toHaveAttribute('href', '/');
    expect(error).not.toHaveBeenCalled();
    await userEvent.click(georgian);
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/ka$/);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Current language not found in the URL.'));
  });
});

describe('languageTarget', () => {
  const ka = DEFAULT_LANGUAGES[2]!;
  const ru = DEFAULT_LANGUAGES[0]!;
  it('replaces the prefix and keeps the query', () => {
    expect(languageTarget('/en', '', 'en-gb', ru, DEFAULT_LANGUAGES)).toEqual({ href: '/' });
    expect(languageTarget('/blog', '?q=1', 'ru-ru', ka, DEFAULT_LANGUAGES)).toEqual({ href: '/ka/blog?q=1' });
  });

  it('falls back to the root of the language when the address does not carry the current one', () => {
    const result = languageTarget('/blog', '', 'en-gb', ka, DEFAULT_LANGUAGES);
    expect(result.href).toBe('/ka');
    expect(result.error?.message).toBe('Current language not found in the URL.');
  });
});
