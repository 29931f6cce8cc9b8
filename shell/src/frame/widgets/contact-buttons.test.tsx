import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@shop/i18n';
import { ContactButtons } from './contact-buttons';

const buttons = [
  { icon: 'telegram', color: '#229ed9', title: 'Telegram', href: 'https://t.me/mira_shop_demo' },
  { icon: 'phone', color: '#1f3a5f', title: 'Call us', href: 'tel:+78124071515' },
  { icon: 'skype', color: '#00aff0', title: 'Skype', href: 'https://example.com/skype' },
  { icon: 'email', color: '#333333', title: 'Broken', href: 'javascript:alert(1)' },
];

let mobile = false;
beforeEach(() => {
  mobile = false;
  window.matchMedia = ((query: string) =>
    ({
      get matches() {
        return query === '(max-width: 767px)' ? mobile : false;
      },
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList) as typeof window.matchMedia;
  act(() => initI18n({ language: 'en-gb' }));
});

describe('ContactButtons', () => {
  it('shows each configured link with its title as name, its colour, icon and href', () => {
    render(<ContactButtons buttons={buttons} />);
    const widget = screen.getByRole('complementary', { name: 'Contact us' });
    const telegram = within(widget).getByRole('link', { name: 'Telegram' });
    expect(telegram).toHaveAttribute('href', 'https://t.me/mira_shop_demo');
    expect(telegram).toHaveAttribute('target', '_blank');
    expect(telegram).toHaveAttribute('rel', 'noopener noreferrer');
    expect(telegram).toHaveStyle({ backgroundColor: '#229ed9' });
    expect(telegram.querySelector('svg')).toHaveAttribute('data-icon', 'telegram');

    const phone = within(widget).getByRole('link', { name: 'Call us' });
    expect(phone).toHaveAttribute('href', 'tel:+78124071515');
    expect(phone).not.toHaveAttribute('target');
    expect(phone.querySelector('svg')).toHaveAttribute('data-icon', 'phone');
  });

  it('draws a generic icon for an unknown icon name', () => {
    render(<ContactButtons buttons={buttons} />);
    expect(screen.getByRole('link', { name: 'Skype' }).querySelector('svg')).toHaveAttribute('data-icon', 'chat');
  });

  it('leaves out a link that is not a web, tel, mailto or site link', () => {
    render(<ContactButtons buttons={buttons} />);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('title'))).toEqual(['Telegram', 'Call us', 'Skype']);
  });

  it('renders nothing without usable links', () => {
    render(<ContactButtons buttons={[]} />);
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('folds behind a toggle on mobile; Escape folds it again', async () => {
    mobile = true;
    render(<ContactButtons buttons={buttons} />);
    const toggle = screen.getByRole('button', { name: 'Ways to contact us' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link')).toBeNull();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Telegram' })).toBeVisible();

    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Telegram' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('has no toggle on tablet and desktop', () => {
    render(<ContactButtons buttons={buttons} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
