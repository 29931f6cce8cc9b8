import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPost } from '@shop/api-client';
import type { LanguageCode, Settings } from '@shop/contracts';
import { DEFAULT_LANGUAGES, initI18n } from '@shop/i18n';
import { MemoryRouter } from '@shop/router';
import { Footer } from './footer';

jest.mock('@shop/api-client', () => ({ apiPost: jest.fn() }));
const post = jest.mocked(apiPost);

const settings = {
  footer: {
    columns: [
      { title: 'Покупателям', links: [{ title: 'Доставка', href: '/delivery' }, { title: 'Telegram', href: 'https://t.me/shop' }] },
      { title: 'О нас', links: [{ title: 'Блог', href: '/blog' }] },
    ],
    copyright: '© Mira',
  },
} as unknown as Settings;

function renderFooter(language: LanguageCode = 'en-gb') {
  act(() => initI18n({ language, languages: DEFAULT_LANGUAGES }));
  return render(
    <MemoryRouter>
      <Footer settings={settings} />
    </MemoryRouter>,
  );
}

const emailBox = (name = 'Email') => screen.findByRole('textbox', { name });
const subscribeButton = (name = 'Subscribe') => screen.getByRole('button', { name });

beforeEach(() => post.mockReset());

describe('Footer', () => {
  it('shows the configured columns, their links in the current language and the copyright', () => {
    renderFooter();
    const nav = screen.getByRole('navigation', { name: 'Information' });
    expect(within(nav).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Покупателям', 'О нас']);
    expect(within(nav).getByRole('link', { name: 'Доставка' })).toHaveAttribute('href', '/en/delivery');
    expect(within(nav).getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', 'https://t.me/shop');
    expect(screen.getByText('© Mira')).toBeInTheDocument();
  });

  it('opens the gift card purchase popup on the page the shopper is on', () => {
    act(() => initI18n({ language: 'ru-ru', languages: DEFAULT_LANGUAGES }));
    render(
      <MemoryRouter initialEntries={['/blog?page=2']}>
        <Footer settings={settings} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Подарочные карты' })).toHaveAttribute('href', '/blog?page=2#giftcard');
  });

  it('shows only the subscription block while settings are not there yet', async () => {
    act(() => initI18n({ language: 'en-gb' }));
    render(
      <MemoryRouter>
        <Footer settings={undefined} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(await emailBox()).toBeInTheDocument();
  });
});

describe('Footer newsletter block', () => {
  it('loads only after the page has loaded', async () => {
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
    try {
      renderFooter();
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull();
      act(() => {
        window.dispatchEvent(new Event('load'));
      });
      expect(await emailBox()).toBeInTheDocument();
    } finally {
      Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'complete' });
    }
  });

  it('rejects a malformed address with the spec message and sends nothing', async () => {
    renderFooter();
    await userEvent.type(await emailBox(), 'nino@example');
    await userEvent.click(subscribeButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(await emailBox()).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(await emailBox());
    await userEvent.click(subscribeButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(post).not.toHaveBeenCalled();
  });

  it('subscribes a good address and says so', async () => {
    post.mockResolvedValue({ status: 200, result: 'success' });
    renderFooter();
    await userEvent.type(await emailBox(), '  nino@example.ge ');
    await userEvent.click(subscribeButton());
    expect(post).toHaveBeenCalledWith('email/subscribe', { email: 'nino@example.ge' });
    await screen.findByText('Thank you! You are now subscribed.');
    expect(screen.getByRole('status')).toHaveTextContent('Thank you! You are now subscribed.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tells an already subscribed address apart, and editing clears the message', async () => {
    post.mockResolvedValue({ status: 200, result: 'already_subscribed' });
    renderFooter();
    await userEvent.type(await emailBox(), 'nino@example.ge');
    await userEvent.click(subscribeButton());
    expect(await screen.findByText('This address is already subscribed.')).toBeInTheDocument();
    await userEvent.type(await emailBox(), 'x');
    expect(screen.queryByText('This address is already subscribed.')).toBeNull();
  });

  it('shows the server refusing the address as invalid', async () => {
    post.mockResolvedValue({ status: 400, error: 'invalid_email' });
    renderFooter();
    await userEvent.type(await emailBox(), 'nino@example.ge');
    await userEvent.click(subscribeButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address.');
  });

  it('shows an error when the request fails, and the button works again', async () => {
    post.mockRejectedValueOnce(new Error('HTTP 500'));
    renderFooter();
    await userEvent.type(await emailBox(), 'nino@example.ge');
    await userEvent.click(subscribeButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('The subscription did not go through. Please try again later.');
    expect(subscribeButton()).toBeEnabled();
  });

  it('disables the button while sending', async () => {
    let answer: (reply: { status: 200; result: 'success' }) => void = () => undefined;
    post.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderFooter();
    await userEvent.type(await emailBox(), 'nino@example.ge');
    await userEvent.click(subscribeButton());
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    await act(async () => answer({ status: 200, result: 'success' }));
    expect(subscribeButton()).toBeEnabled();
  });

  it.each<[LanguageCode, string, string, string, string]>([
    ['ru-ru', 'Электронная почта', 'Подписаться', 'Пожалуйста, введите корректный адрес электронной почты.', 'Спасибо! Вы подписались на рассылку.'],
    ['ka-ge', 'ელფოსტა', 'გამოწერა', 'გთხოვთ, შეიყვანოთ სწორი ელფოსტის მისამართი.', 'გმადლობთ! თქვენ წარმატებით გამოიწერეთ სიახლეები.'],
  ])('speaks %s', async (language, label, submit, invalid, success) => {
    post.mockResolvedValue({ status: 200, result: 'success' });
    renderFooter(language);
    await userEvent.type(await emailBox(label), 'bad');
    await userEvent.click(subscribeButton(submit));
    expect(screen.getByRole('alert')).toHaveTextContent(invalid);
    await userEvent.type(await emailBox(label), '@example.ge');
    await userEvent.click(subscribeButton(submit));
    expect(await screen.findByText(success)).toBeInTheDocument();
  });
});
