import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_LANGUAGES, initI18n } from '@shop/i18n';
import { MemoryRouter, Route, Routes } from '@shop/router';
import { BONUS_NOTIFICATION_CLOSED_KEY, BonusNotification } from './bonus-notification';

function renderNotification() {
  return render(
    <MemoryRouter initialEntries={['/en/blog']}>
      <Routes>
        <Route path="/en/bonus-card" element={<h1>Bonus card page</h1>} />
        <Route path="*" element={<h1>Blog page</h1>} />
      </Routes>
      <BonusNotification />
    </MemoryRouter>,
  );
}

const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

beforeEach(() => {
  jest.useFakeTimers();
  window.sessionStorage.clear();
  act(() => initI18n({ language: 'en-gb', languages: DEFAULT_LANGUAGES }));
});
afterEach(() => jest.useRealTimers());

describe('BonusNotification', () => {
  it('opens 300 ms after the page has loaded', () => {
    renderNotification();
    act(() => jest.advanceTimersByTime(299));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    const dialog = screen.getByRole('dialog', { name: 'Bonus card' });
    expect(dialog).toHaveTextContent('Get a bonus card: points for every purchase, a level discount and cashback.');
    expect(screen.getByRole('link', { name: 'About the card' })).toHaveAttribute('href', '/en/bonus-card');
  });

  it('closes with its close button and stays closed for the session', async () => {
    const { unmount } = renderNotification();
    act(() => jest.advanceTimersByTime(300));
    await user().click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.sessionStorage.getItem(BONUS_NOTIFICATION_CLOSED_KEY)).not.toBeNull();

    unmount();
    renderNotification();
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape and remembers that too', async () => {
    renderNotification();
    act(() => jest.advanceTimersByTime(300));
    await user().keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.sessionStorage.getItem(BONUS_NOTIFICATION_CLOSED_KEY)).not.toBeNull();
  });

  it('goes to the bonus card page in the current language and closes', async () => {
    renderNotification();
    act(() => jest.advanceTimersByTime(300));
    await user().click(screen.getByRole('link', { name: 'About the card' }));
    expect(screen.getByRole('heading', { name: 'Bonus card page' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.sessionStorage.getItem(BONUS_NOTIFICATION_CLOSED_KEY)).not.toBeNull();
  });

  it('speaks Georgian', () => {
    act(() => initI18n({ language: 'ka-ge' }));
    renderNotification();
    act(() => jest.advanceTimersByTime(300));
    expect(screen.getByRole('dialog', { name: 'ბონუს ბარათი' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ბარათის შესახებ' })).toHaveAttribute('href', '/ka/bonus-card');
  });
});
