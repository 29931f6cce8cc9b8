import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Settings } from '@shop/contracts';
import { DEFAULT_LANGUAGES, initI18n } from '@shop/i18n';
import { installMedia } from '../../test/media';
import { useFrameState } from '../frame-state';
import { Header } from './header';
import { renderAt } from './test-utils';

jest.mock('@shop/api-client', () => ({ apiGet: jest.fn(() => new Promise(() => undefined)) }));

const settings = {
  name: 'Mira',
  logo: '/api/media/logo.svg',
  telephone: '+7 812 407-15-15',
  email: 'hello@mira.example',
  open: 'Daily 10:00–22:00',
  language: 'en-gb',
  languages: DEFAULT_LANGUAGES,
  header: {
    links: [
      { title: 'Customer care', items: [{ title: 'Delivery', href: '/delivery' }, { title: 'Payment', href: '/payment' }] },
      { title: 'Blog', items: [{ title: 'Blog', href: '/blog' }] },
    ],
    tagline: { status: true, title: 'Free delivery over $60', href: '/delivery' },
  },
  search: { suggestions: ['coat', 'jeans'] },
} as unknown as Settings;

beforeEach(() => {
  window.localStorage.clear();
  installMedia(375);
  act(() => initI18n({ language: 'en-gb', languages: DEFAULT_LANGUAGES }));
  useFrameState.setState({ menuOpen: false, searchActive: false, openDropdown: null });
});

describe('Header', () => {
  it('has the logo to the root, the tagline, contacts, links, languages, menu, search and icons', () => {
    renderAt(<Header settings={settings} />, '/en/blog');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Mira: Home page' })).toHaveAttribute('href', '/en');
    expect(within(header).getByRole('link', { name: 'Free delivery over $60' })).toHaveAttribute('href', '/en/delivery');
    expect(within(header).getByRole('link', { name: '+7 812 407-15-15' })).toHaveAttribute('href', 'tel:+78124071515');
    expect(within(header).getByText('Daily 10:00–22:00')).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Customer care' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(header).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/en/blog');
    expect(within(header).getByRole('button', { name: 'Language: English' })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    expect(within(header).getByRole('search', { name: 'Search the catalogue' })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/en/cart');
  });

  it('shows the logo, menu, search and icons while settings are not there yet', () => {
    renderAt(<Header settings={undefined} />, '/en');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/en');
    expect(within(header).getByRole('combobox')).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Cart' })).toBeInTheDocument();
    expect(within(header).queryByRole('group', { name: 'Contacts' })).toBeNull();
  });

  it('closing the promo strip leaves focus in the header, so Tab goes on to the next control', async () => {
    renderAt(<Header settings={settings} />, '/en/blog');
    const header = screen.getByRole('banner');
    await userEvent.click(within(header).getByRole('button', { name: 'Close the announcement' }));
    expect(header).toHaveFocus();
    await userEvent.tab();
    expect(within(header).getByRole('link', { name: '+7 812 407-15-15' })).toHaveFocus();
  });

  it('rises above the overlays while the search or the menu is open', async () => {
    renderAt(<Header settings={settings} />, '/en/blog');
    const header = screen.getByRole('banner');
    expect(header).not.toHaveClass('raised');
    await userEvent.click(within(header).getByRole('combobox'));
    expect(header).toHaveClass('raised');
    // The popular phrases from settings for the empty box.
    expect(within(header).getByRole('listbox', { name: 'Popular searches' })).toHaveTextContent('coatjeans');
    await userEvent.keyboard('{Escape}');
    expect(header).not.toHaveClass('raised');
    act(() => useFrameState.getState().setMenuOpen(true));
    expect(header).toHaveClass('raised');
  });
});
