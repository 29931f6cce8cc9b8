import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_LANGUAGES, initI18n } from '@shop/i18n';
import { installMedia } from '../../test/media';
import { DROPDOWN_LEAVE_DELAY_MS, useFrameState } from '../frame-state';
import { HeaderLinks } from './header-links';
import { renderAt } from './test-utils';

const LINKS = [
  {
    title: 'Customer care',
    items: [
      { title: 'Delivery', href: '/delivery' },
      { title: 'Payment', href: '/payment' },
    ],
  },
  {
    title: 'About us',
    items: [
      { title: 'Contacts', href: '/contacts' },
      { title: 'Franchise', href: 'https://franchise.example/' },
    ],
  },
  { title: 'Blog', items: [{ title: 'Blog', href: '/blog' }] },
  { title: 'Empty', items: [] },
];

beforeEach(() => {
  installMedia(1280);
  act(() => initI18n({ language: 'en-gb', languages: DEFAULT_LANGUAGES }));
  useFrameState.setState({ menuOpen: false, searchActive: false, openDropdown: null });
});

afterEach(() => jest.useRealTimers());

const button = (name: string) => screen.getByRole('button', { name });
const renderLinks = () => renderAt(<HeaderLinks links={LINKS} />, '/en/blog');

describe('HeaderLinks', () => {
  it('renders a group with one item as a plain link, with more as a dropdown, and skips empty ones', () => {
    renderLinks();
    const nav = screen.getByRole('navigation', { name: 'Customer information' });
    expect(within(nav).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/en/blog');
    expect(within(nav).queryByRole('button', { name: 'Blog' })).toBeNull();
    expect(within(nav).getAllByRole('button').map((b) => b.textContent)).toEqual(['Customer care', 'About us']);
    expect(within(nav).queryByText('Empty')).toBeNull();
    // Closed lists are hidden from everyone.
    expect(within(nav).queryByRole('link', { name: 'Delivery' })).toBeNull();
  });

  it('toggles a dropdown on click and exposes its state', async () => {
    renderLinks();
    const care = button('Customer care');
    expect(care).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(care);
    expect(care).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(care.getAttribute('aria-controls')!)!;
    expect(list).toBeVisible();
    expect(within(list).getByRole('link', { name: 'Delivery' })).toHaveAttribute('href', '/en/delivery');
    await userEvent.click(care);
    expect(care).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toBeVisible();
  });

  it('keeps only one dropdown open at once', async () => {
    renderLinks();
    await userEvent.click(button('Customer care'));
    await userEvent.click(button('About us'));
    expect(button('Customer care')).toHaveAttribute('aria-expanded', 'false');
    expect(button('About us')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Franchise' })).toHaveAttribute('href', 'https://franchise.example/');
    // The desktop category menu shares the rule.
    act(() => useFrameState.getState().setOpenDropdown('menu:1'));
    expect(button('About us')).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the slide-in menu when it opens: one layer at a time', async () => {
    installMedia(768);
    act(() => useFrameState.getState().setMenuOpen(true));
    renderLinks();
    await userEvent.click(button('Customer care'));
    expect(useFrameState.getState()).toMatchObject({ menuOpen: false, openDropdown: expect.stringMatching(/^link:/) });
  });

  it('closes a list opened by hover on Escape, although focus is elsewhere', async () => {
    renderLinks();
    const care = button('Customer care');
    await userEvent.hover(care);
    expect(care).toHaveAttribute('aria-expanded', 'true');
    expect(care).not.toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(care).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on hover on desktop and closes 50 ms after the pointer leaves', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderLinks();
    const care = button('Customer care');
    await user.hover(care);
    expect(care).toHaveAttribute('aria-expanded', 'true');
    await user.unhover(care);
    act(() => jest.advanceTimersByTime(DROPDOWN_LEAVE_DELAY_MS - 1));
    expect(care).toHaveAttribute('aria-expanded', 'true');
    // Coming back in time keeps it open.
    await user.hover(care);
    act(() => jest.advanceTimersByTime(DROPDOWN_LEAVE_DELAY_MS));
    expect(care).toHaveAttribute('aria-expanded', 'true');
    await user.unhover(care);
    act(() => jest.advanceTimersByTime(DROPDOWN_LEAVE_DELAY_MS));
    expect(care).toHaveAttribute('aria-expanded', 'false');
  });

  it('does not close at once when the mouse that opened it by hover clicks; the next click toggles', async () => {
    renderLinks();
    const care = button('Customer care');
    await userEvent.hover(care);
    expect(care).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(care);
    expect(care).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(care);
    expect(care).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(care);
    expect(care).toHaveAttribute('aria-expanded', 'true');
  });

  it('does not open on hover below the desktop layout', async () => {
    installMedia(1024);
    renderLinks();
    await userEvent.hover(button('Customer care'));
    expect(button('Customer care')).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and gives focus back to its button', async () => {
    renderLinks();
    await userEvent.click(button('Customer care'));
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Delivery' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(button('Customer care')).toHaveAttribute('aria-expanded', 'false');
    expect(button('Customer care')).toHaveFocus();
  });

  it('closes on a click outside, when focus moves on and when a link is followed', async () => {
    renderLinks();
    await userEvent.click(button('Customer care'));
    await userEvent.click(screen.getByText('Page content'));
    expect(button('Customer care')).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(button('Customer care'));
    await userEvent.tab(); // Delivery
    await userEvent.tab(); // Payment
    await userEvent.tab(); // About us: out of the list
    expect(button('Customer care')).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(button('Customer care'));
    await userEvent.click(screen.getByRole('link', { name: 'Payment' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/en/payment');
    expect(button('Customer care')).toHaveAttribute('aria-expanded', 'false');
  });
});
