import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_LANGUAGES, initI18n } from '@shop/i18n';
import { MemoryRouter } from '@shop/router';
import { STORAGE_KEYS } from '@shop/session';
import { Tagline } from './tagline';

const tagline = {
  status: true,
  title: 'Free delivery over $60 — <b>details</b><img src="x" onerror="window.hacked = true"><script>window.hacked = true</script>',
  href: '/delivery',
};

function renderTagline(props = tagline) {
  return render(
    <MemoryRouter>
      <Tagline tagline={props} />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  window.localStorage.clear();
  act(() => initI18n({ language: 'en-gb', languages: DEFAULT_LANGUAGES }));
});

afterEach(() => jest.restoreAllMocks());

describe('Tagline', () => {
  it('shows the title as sanitized HTML linking to its href in the current language', () => {
    renderTagline();
    const link = screen.getByRole('link', { name: 'Free delivery over $60 — details' });
    expect(link).toHaveAttribute('href', '/en/delivery');
    expect(link.querySelector('b')).toHaveTextContent('details');
    expect(link.querySelector('script')).toBeNull();
    expect(link.querySelector('img')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('keeps only inline emphasis in the title: it sits inside a link', () => {
    renderTagline({ ...tagline, title: '<p>Sale <a href="/elsewhere">now</a> <strong class="x" style="color:red">-50%</strong></p>' });
    const link = screen.getByRole('link', { name: 'Sale now -50%' });
    expect(link.querySelector('a, p')).toBeNull();
    expect(link.querySelector('strong')).not.toHaveAttribute('style');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('shows nothing when switched off', () => {
    renderTagline({ ...tagline, status: false });
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('closes and stays closed: the close-popup key holds the time it was closed', async () => {
    jest.spyOn(Date, 'now').mockReturnValue(1767225600000);
    const { unmount } = renderTagline();
    await userEvent.click(screen.getByRole('button', { name: 'Close the announcement' }));
    expect(screen.queryByRole('link')).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.closePopup)).toBe('1767225600000');
    expect(STORAGE_KEYS.closePopup).toBe('closePopup');

    // A reload: the strip stays closed.
    unmount();
    renderTagline();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close the announcement' })).toBeNull();
  });

  it('survives storage that throws: shows, and closes for this page', async () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    renderTagline();
    expect(screen.getByRole('link')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close the announcement' }));
    expect(screen.queryByRole('link')).toBeNull();
  });
});
