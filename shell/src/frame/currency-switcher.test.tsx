import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_LANGUAGES, initI18n, setCurrency } from '@shop/i18n';
import { renderAt } from './header/test-utils';
import { CurrencySwitcher } from './currency-switcher';

beforeEach(() => act(() => {
  initI18n({ language: 'en-gb', languages: DEFAULT_LANGUAGES });
  setCurrency('RUB', ['USD', 'RUB', 'GEL']);
}));
afterEach(() => {
  act(() => setCurrency('USD', ['USD', 'RUB', 'GEL']));
  document.cookie = 'currency=; path=/; max-age=0';
});

const toggle = () => screen.getByRole('button', { name: 'Currency: ₽ RUB' });

describe('CurrencySwitcher', () => {
  it('shows the current currency; its list names each of the settings\' currencies', async () => {
    renderAt(<CurrencySwitcher floating />, '/en/women?color=black&price=1000-5000&currency=RUB');
    const nav = screen.getByRole('navigation', { name: 'Currency' });
    expect(within(nav).queryByRole('link')).toBeNull();
    await userEvent.click(toggle());
    const list = document.getElementById(toggle().getAttribute('aria-controls')!)!;
    expect(within(list).getAllByRole('link').map((link) => link.textContent)).toEqual(['$ USD', '₽ RUB', '₾ GEL']);
    expect(screen.getByRole('link', { name: '₽ RUB' })).toHaveAttribute('aria-current', 'true');
  });

  it('links each to this page in it, without the price range of the old currency; the default needs no parameter', async () => {
    renderAt(<CurrencySwitcher />, '/en/women?color=black&price=1000-5000&currency=RUB');
    await userEvent.click(toggle());
    expect(screen.getByRole('link', { name: '$ USD' })).toHaveAttribute('href', '/en/women?color=black');
    expect(screen.getByRole('link', { name: '₾ GEL' })).toHaveAttribute('href', '/en/women?color=black&currency=GEL');
  });

  it('remembers the choice for the next visit', async () => {
    renderAt(<CurrencySwitcher />, '/en');
    await userEvent.click(toggle());
    const lari = screen.getByRole('link', { name: '₾ GEL' });
    // The page loads anew (a document navigation, which jsdom does not do): only the cookie is checked here.
    lari.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(lari);
    expect(document.cookie).toContain('currency=GEL');
  });

  it('is not there when the shop sells in one currency', () => {
    act(() => setCurrency('USD', ['USD']));
    renderAt(<CurrencySwitcher />, '/en');
    expect(screen.queryByRole('navigation', { name: 'Currency' })).toBeNull();
  });
});
