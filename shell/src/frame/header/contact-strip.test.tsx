import { act, render, screen } from '@testing-library/react';
import { DEFAULT_LANGUAGES, initI18n } from '@shop/i18n';
import { ContactStrip, telHref } from './contact-strip';

beforeEach(() => act(() => initI18n({ language: 'ru-ru', languages: DEFAULT_LANGUAGES })));

describe('ContactStrip', () => {
  it('shows the phone as a tel: link and the opening hours', () => {
    render(<ContactStrip telephone="+7 812 407-15-15" email="hello@mira.example" open="Ежедневно с 10:00 до 22:00" />);
    const strip = screen.getByRole('group', { name: 'Контакты' });
    expect(screen.getByRole('link', { name: '+7 812 407-15-15' })).toHaveAttribute('href', 'tel:+78124071515');
    expect(strip).toHaveTextContent('Ежедневно с 10:00 до 22:00');
    // The e-mail is the fallback only.
    expect(screen.queryByRole('link', { name: 'hello@mira.example' })).toBeNull();
  });

  it('falls back to a mailto: link when there is no phone', () => {
    render(<ContactStrip telephone=" " email="hello@mira.example" open="" />);
    expect(screen.getByRole('link', { name: 'hello@mira.example' })).toHaveAttribute('href', 'mailto:hello@mira.example');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('shows nothing when there is nothing to show', () => {
    const { container } = render(<ContactStrip telephone="" email="" open="" />);
    expect(container).toBeEmptyDOMElement();
  });

  it.each([
    ['8 (800) 555-35-35', 'tel:88005553535'],
    ['+995 32 2 12 34 56', 'tel:+995322123456'],
    ['+7 (812) 407+15', 'tel:+781240715'],
  ])('dials %s as %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });
});
