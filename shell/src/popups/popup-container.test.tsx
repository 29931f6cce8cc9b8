import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { PopupProps } from '@shop/contracts';
import { DEFAULT_LANGUAGES, initI18n, setLanguage } from '@shop/i18n';
import { Link, MemoryRouter, useLocation, useNavigate } from '@shop/router';
import { bus, useSession } from '@shop/session';
import { scrollLockCount } from '@shop/ui';
import { forgetRemoteComponent } from '../remote-loading/remote-component';
import { PopupContainer, popupFromHash } from './popup-container';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  getInstance: jest.fn(() => null),
}));
jest.mock('@shop/session', () => ({ ...jest.requireActual('@shop/session'), useSession: jest.fn() }));

const mockedLoad = jest.mocked(loadRemote);

// The small popup a remote would expose: a heading, a field and a button calling close().
function TestPopup({ close }: PopupProps) {
  return (
    <div>
      <h2>Test popup</h2>
      <input aria-label="Phone" />
      <button type="button" onClick={close}>
        Done
      </button>
    </div>
  );
}

function Probe() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="location">{pathname + search + hash}</output>
      <button type="button" onClick={() => navigate(-1)}>
        History back
      </button>
    </>
  );
}

const page = (entries: string[]) => (
  <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
    <Link to={{ pathname: '/blog', search: '?x=1', hash: '#auth' }}>Log in</Link>
    <PopupContainer />
    <Probe />
  </MemoryRouter>
);

const renderAt = (entries: string[]) => render(page(entries));

const location = () => screen.getByRole('status', { name: 'location' });

beforeEach(() => {
  // Each test loads the popups afresh (the shell caches a loaded module for the page's life).
  forgetRemoteComponent('account-loyalty', 'AuthPopup');
  forgetRemoteComponent('giftcard', 'GiftcardPopup');
  mockedLoad.mockReset();
  mockedLoad.mockImplementation(async (id: string) => ({ default: id === 'account_loyalty/AuthPopup' || id === 'giftcard/GiftcardPopup' ? TestPopup : undefined }));
  jest.mocked(useSession).mockReturnValue({ loggedIn: false, customer: null, ready: true });
  act(() => initI18n({ language: 'ru-ru', languages: DEFAULT_LANGUAGES }));
});

describe('popupFromHash', () => {
  it('names a popup only for the hashes of spec §2', () => {
    expect(popupFromHash('#auth')).toBe('auth');
    expect(popupFromHash('#giftcard')).toBe('giftcard');
    expect(popupFromHash('#main')).toBeNull();
    expect(popupFromHash('#constructor')).toBeNull();
    expect(popupFromHash('')).toBeNull();
    expect(popupFromHash('#%E0%A4%A')).toBeNull();
  });
});

describe('PopupContainer', () => {
  it('opens the popup named by the hash: the remote module inside a dialog', async () => {
    renderAt(['/blog?x=1#auth']);
    const dialog = screen.getByRole('dialog', { name: 'Вход и регистрация' });
    expect(await within(dialog).findByRole('heading', { name: 'Test popup' })).toBeInTheDocument();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(mockedLoad).toHaveBeenCalledWith('account_loyalty/AuthPopup');
    expect(scrollLockCount()).toBe(1);
    // Anchored at the top: the remote's content, arriving after the loading state, grows the panel
    // downward instead of moving it (the resilience e2e measures no layout shift with a slow remote).
    expect(dialog.parentElement).toHaveClass('anchorTop');
  });

  it('clears the hash on close, keeping path and query, without a new history entry', async () => {
    renderAt(['/cart', '/blog?x=1#auth']);
    await userEvent.click(await screen.findByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(location()).toHaveTextContent(/^\/blog\?x=1$/);
    expect(scrollLockCount()).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'History back' }));
    expect(location()).toHaveTextContent(/^\/cart$/);
  });

  it('closes on Escape and gives focus back to what opened it', async () => {
    renderAt(['/blog?x=1']);
    const opener = screen.getByRole('link', { name: 'Log in' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Вход и регистрация' });
    await within(dialog).findByRole('heading', { name: 'Test popup' });
    await userEvent.tab();
    expect(within(dialog).getByRole('textbox', { name: 'Phone' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(location()).toHaveTextContent(/^\/blog\?x=1$/);
    expect(opener).toHaveFocus();
  });

  it('ignores hashes that name no popup', () => {
    renderAt(['/blog#comments']);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(mockedLoad).not.toHaveBeenCalled();
  });

  it('sends a logged-in visitor asking for the login form to the account page, in their language', () => {
    jest.mocked(useSession).mockReturnValue({ loggedIn: true, customer: null, ready: true });
    act(() => setLanguage('en-gb'));
    renderAt(['/en/blog#auth']);
    expect(location()).toHaveTextContent(/^\/en\/account$/);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(mockedLoad).not.toHaveBeenCalled();
  });

  it('leaves a visitor who logs in inside the login form where they are, for the form to close', async () => {
    const { rerender } = renderAt(['/blog#auth']);
    expect(await within(screen.getByRole('dialog', { name: 'Вход и регистрация' })).findByRole('heading', { name: 'Test popup' })).toBeInTheDocument();
    jest.mocked(useSession).mockReturnValue({ loggedIn: true, customer: null, ready: true });
    rerender(page(['/blog#auth']));
    expect(location()).toHaveTextContent(/^\/blog#auth$/);
    expect(screen.getByRole('dialog', { name: 'Вход и регистрация' })).toBeInTheDocument();
  });

  it('waits for the session check before deciding for a visitor flagged as logged in', () => {
    jest.mocked(useSession).mockReturnValue({ loggedIn: true, customer: null, ready: false });
    renderAt(['/blog#auth']);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(location()).toHaveTextContent(/^\/blog#auth$/);
  });

  it('opens on the bus events popup:open and auth:required, and closes on popup:close', async () => {
    renderAt(['/', '/blog?x=1']);
    act(() => bus.emit('auth:required', { reason: 'wishlist' }));
    expect(location()).toHaveTextContent(/^\/blog\?x=1#auth$/);
    expect(await within(screen.getByRole('dialog', { name: 'Вход и регистрация' })).findByRole('heading', { name: 'Test popup' })).toBeInTheDocument();

    act(() => bus.emit('popup:close', { name: 'giftcard' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => bus.emit('popup:close', { name: 'auth' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Opened here, closed by going back: Back now leaves the page rather than repeating it.
    expect(location()).toHaveTextContent(/^\/blog\?x=1$/);
    await userEvent.click(screen.getByRole('button', { name: 'History back' }));
    expect(location()).toHaveTextContent(/^\/$/);

    act(() => bus.emit('popup:open', { name: 'giftcard' }));
    const dialog = screen.getByRole('dialog', { name: 'Покупка подарочной карты' });
    expect(await within(dialog).findByRole('heading', { name: 'Test popup' })).toBeInTheDocument();
    expect(mockedLoad).toHaveBeenCalledWith('giftcard/GiftcardPopup');
  });

  it('shows the translated fallback with a retry inside the dialog when the remote cannot load', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockedLoad.mockRejectedValue(new Error('Failed to get manifest. #RUNTIME-003'));
    renderAt(['/blog#giftcard']);
    const dialog = screen.getByRole('dialog', { name: 'Покупка подарочной карты' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Этот раздел сейчас не загрузился.');
    expect(within(dialog).getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
    jest.mocked(console.error).mockRestore();
  });
});
