import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { apiGet } from '@shop/api-client';
import { PAGE_BLOCK_ID, type InlinedPage, type LanguageCode, type Settings } from '@shop/contracts';
import { DEFAULT_LANGUAGES, getLanguage, initI18n } from '@shop/i18n';
import { MemoryRouter, useParams } from '@shop/router';
import { Layout } from '../frame/layout';
import { inlinedReply, readInlinedPage } from '../boot/inlined-page';
import { AppRoutes } from './app-routes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  getInstance: jest.fn(() => null),
}));
jest.mock('@shop/api-client', () => ({ apiGet: jest.fn() }));

// Each exposed module renders its name, its props and the route param it reads.
function fakeModule(name: string) {
  return function Exposed(props: { urlPath?: string; phrase?: string; initialData?: unknown; token?: string; orderId?: number; outcome?: string; mode?: string; view?: string; code?: string }) {
    const { slug } = useParams();
    return (
      <p>
        {name}
        {props.urlPath !== undefined && ` urlPath=${props.urlPath}`}
        {props.phrase !== undefined && ` phrase=${props.phrase}`}
        {props.token !== undefined && ` token=${props.token}`}
        {props.outcome !== undefined && ` outcome=${props.outcome}`}
        {props.orderId !== undefined && ` orderId=${props.orderId}`}
        {props.mode !== undefined && ` mode=${props.mode}`}
        {props.view !== undefined && ` view=${props.view}`}
        {props.code !== undefined && ` code=${props.code}`}
        {slug !== undefined && ` slug=${slug}`}
        {props.initialData !== undefined && ' with its data'}
      </p>
    );
  };
}

const settings = (language: LanguageCode): { status: 200; settings: Settings } => ({
  status: 200,
  settings: {
    name: 'Mira',
    logo: '/api/media/logo.svg',
    telephone: '+7 812 407-15-15',
    open: '10:00–22:00',
    email: 'hello@mira.example',
    language,
    languages: [...DEFAULT_LANGUAGES],
    currency: 'USD',
    currencies: ['USD', 'RUB', 'GEL'],
    contacts: { address: '', telephone: '', email: '' },
    header: {
      links: [{ title: 'Blog', items: [{ title: 'Blog', href: '/blog' }] }],
      tagline: { status: false, title: '', href: '' },
    },
    search: { suggestions: [] },
    footer: { columns: [{ title: `Help ${language}`, links: [{ title: 'Delivery', href: '/delivery' }, { title: 'Telegram', href: 'https://t.me/x' }] }], copyright: '© Mira' },
    content: { contactButtons: { status: false, buttons: [] }, modal_status: false },
    order: { minimum_total: 0 },
    product: { notes: [] },
    categorySettings: { page_size: 24 },
    inSPBSettings: { status: false, city_id: 2, text: '' },
    infoPage: { title: 'Help', links: [] },
    loyalty: { point_value: 1, max_spend_percent: 30, referral_reward: 500 },
    imageRatio: 1.5,
    seo: { title: 'Mira', description: 'Clothes', blog: { title: 'Blog', description: 'Posts' } },
  },
});

const resolutions: Record<string, unknown> = {
  '/delivery': { status: 200, type: 'infopage', url_path: 'delivery' },
  '/coats?color=black': { status: 200, type: 'category', url_path: 'coats' },
  '/wool-coat-ctw-000002': { status: 200, type: 'product', url_path: 'wool-coat-ctw-000002' },
  '/': { status: 200, type: 'home', url_path: '' },
  '/pay-here?order=12': { status: 200, type: 'payment', url_path: 'pay-here' },
  '/news': { status: 200, type: 'news', url_path: 'news' },
};

beforeEach(() => {
  jest.mocked(loadRemote).mockImplementation(async (id: string) => ({ default: fakeModule(id) }));
  jest.mocked(apiGet).mockImplementation(async (path: string) => {
    const settingsMatch = /^settings\/(.+)$/.exec(path);
    if (settingsMatch) return settings(settingsMatch[1] as LanguageCode) as never;
    const resolve = /^url\/resolve\?path=(.+)$/.exec(path);
    if (resolve) return (resolutions[decodeURIComponent(resolve[1]!)] ?? { status: 400, error: 'not_found' }) as never;
    throw new Error(`unexpected ${path}`);
  });
  initI18n({ language: 'ru-ru', languages: DEFAULT_LANGUAGES });
});

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Layout>
        <AppRoutes />
      </Layout>
    </MemoryRouter>,
  );
}

describe('the route table', () => {
  it.each([
    ['/blog', 'content_blog/BlogList', 'ru-ru'],
    ['/en/blog', 'content_blog/BlogList', 'en-gb'],
    ['/ka/blog/wool-coat', 'content_blog/BlogPost slug=wool-coat', 'ka-ge'],
    ['/blog/wool-coat', 'content_blog/BlogPost slug=wool-coat', 'ru-ru'],
    ['/page/delivery', 'content_blog/InfoPage urlPath=delivery', 'ru-ru'],
    ['/en/page/returns', 'content_blog/InfoPage urlPath=returns', 'en-gb'],
    ['/404', 'content_blog/NotFound', 'ru-ru'],
    ['/en/404', 'content_blog/NotFound', 'en-gb'],
  ])('%s renders %s in %s', async (path, text, language) => {
    renderAt(path);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(getLanguage()).toBe(language);
  });

  it('asks the API about any other path and renders an info page with its url_path', async () => {
    renderAt('/en/delivery');
    expect(await screen.findByText('content_blog/InfoPage urlPath=delivery')).toBeInTheDocument();
    expect(apiGet).toHaveBeenCalledWith('url/resolve?path=%2Fdelivery');
  });

  it('renders catalog pages for the home, category and product types, with the query the visitor came with', async () => {
    const { unmount } = renderAt('/en/coats?color=black');
    expect(await screen.findByText('catalog/CategoryPage urlPath=coats')).toBeInTheDocument();
    expect(apiGet).toHaveBeenCalledWith('url/resolve?path=%2Fcoats%3Fcolor%3Dblack');
    unmount();
    renderAt('/ka/wool-coat-ctw-000002');
    expect(await screen.findByText('catalog/ProductPage urlPath=wool-coat-ctw-000002')).toBeInTheDocument();
    unmount();
    renderAt('/');
    expect(await screen.findByText('catalog/HomePage')).toBeInTheDocument();
  });

  it('renders the 404 screen for an unknown path and for a type no remote shows', async () => {
    const { unmount } = renderAt('/ka/no-such-page');
    expect(await screen.findByText('content_blog/NotFound')).toBeInTheDocument();
    unmount();
    renderAt('/news');
    expect(await screen.findByText('content_blog/NotFound')).toBeInTheDocument();
  });

  it('renders the pay page for the page type payment, for the order of its query', async () => {
    renderAt('/en/pay-here?order=12');
    expect(await screen.findByText('cart_checkout/PayPage orderId=12')).toBeInTheDocument();
  });

  const token = 'Ab3_-xYz0123456789abc';
  it.each([
    ['/cart', 'cart_checkout/CartPage', 'ru-ru'],
    ['/en/cart', 'cart_checkout/CartPage', 'en-gb'],
    [`/ka/cart/shared/${token}`, `cart_checkout/SharedCartPage token=${token}`, 'ka-ge'],
    ['/order', 'cart_checkout/CheckoutPage', 'ru-ru'],
    ['/en/pay?order=7', 'cart_checkout/PayPage orderId=7', 'en-gb'],
    ['/pay', 'cart_checkout/PayPage', 'ru-ru'],
    ['/pay?order=x', 'cart_checkout/PayPage', 'ru-ru'],
    ['/payment-success?order=7', 'cart_checkout/PaymentResultPage outcome=success orderId=7', 'ru-ru'],
    ['/en/payment-failure?order=7', 'cart_checkout/PaymentResultPage outcome=failure orderId=7', 'en-gb'],
    ['/payment-failure', 'cart_checkout/PaymentResultPage outcome=failure', 'ru-ru'],
    ['/success/42', 'cart_checkout/OrderSuccessPage orderId=42', 'ru-ru'],
    ['/ka/failure/42', 'cart_checkout/OrderFailurePage orderId=42', 'ka-ge'],
    [`/en/order/shared/${token}`, `cart_checkout/SharedOrderPage token=${token}`, 'en-gb'],
  ])('%s renders the cart-checkout page %s in %s, asking the resolver nothing', async (path, text, language) => {
    jest.mocked(apiGet).mockClear();
    renderAt(path);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(getLanguage()).toBe(language);
    expect(apiGet).not.toHaveBeenCalledWith(expect.stringMatching(/^url\/resolve/));
  });

  it.each(['/success/abc', '/en/failure/0', '/success/007', '/failure/1.5', '/cart/shared/short', '/order/shared/not%2Ba%2Btoken%2Bat%2Ball'])(
    '%s is the 404 screen: it names no order or link',
    async (path) => {
      renderAt(path);
      expect(await screen.findByText('content_blog/NotFound')).toBeInTheDocument();
      expect(screen.queryByText(/^cart_checkout\//)).not.toBeInTheDocument();
    },
  );

  it.each([
    ['/auth', 'account_loyalty/AuthPage mode=login', 'ru-ru'],
    ['/en/register', 'account_loyalty/AuthPage mode=register', 'en-gb'],
    ['/account', 'account_loyalty/AccountPage', 'ru-ru'],
    ['/ka/account/personal', 'account_loyalty/AccountPage', 'ka-ge'],
    ['/account/edit-address', 'account_loyalty/EditAddressPage', 'ru-ru'],
    ['/en/account/orders', 'account_loyalty/OrdersPage', 'en-gb'],
    ['/account/order/42', 'account_loyalty/AccountOrderPage orderId=42', 'ru-ru'],
    ['/account/membership', 'account_loyalty/LoyaltyPage view=membership', 'ru-ru'],
    ['/en/account/cashback', 'account_loyalty/LoyaltyPage view=cashback', 'en-gb'],
    ['/account/wishlist', 'account_loyalty/WishlistPage', 'ru-ru'],
    ['/ka/invite/Ab12Cd34Ef', 'account_loyalty/InvitePage code=Ab12Cd34Ef', 'ka-ge'],
  ])('%s renders the account-loyalty page %s in %s, asking the resolver nothing', async (path, text, language) => {
    jest.mocked(apiGet).mockClear();
    renderAt(path);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(getLanguage()).toBe(language);
    expect(apiGet).not.toHaveBeenCalledWith(expect.stringMatching(/^url\/resolve/));
  });

  it.each([
    ['/giftcard/Ab3_-xYz0123456789abcd', 'ru-ru'],
    ['/en/giftcard/Ab3_-xYz0123456789abcd', 'en-gb'],
  ])('%s renders the giftcard welcome page with its token in %s, asking the resolver nothing', async (path, language) => {
    jest.mocked(apiGet).mockClear();
    renderAt(path);
    expect(await screen.findByText('giftcard/GiftcardPage token=Ab3_-xYz0123456789abcd')).toBeInTheDocument();
    expect(getLanguage()).toBe(language);
    expect(apiGet).not.toHaveBeenCalledWith(expect.stringMatching(/^url\/resolve/));
  });

  it.each(['/giftcard/short', '/giftcard/Ab3_-xYz0123456789ab%2Bd', '/giftcard/Ab3_-xYz0123456789abcde'])('%s is the 404 screen: it names no gift card', async (path) => {
    renderAt(path);
    expect(await screen.findByText('content_blog/NotFound')).toBeInTheDocument();
    expect(screen.queryByText(/^giftcard\//)).not.toBeInTheDocument();
  });

  it.each(['/account/order/abc', '/account/order/0', '/invite/short', '/invite/has-dash-in-it'])('%s is the 404 screen: it names no order or invitation', async (path) => {
    renderAt(path);
    expect(await screen.findByText('content_blog/NotFound')).toBeInTheDocument();
    expect(screen.queryByText(/^account_loyalty\//)).not.toBeInTheDocument();
  });

  it('renders the search page with the decoded phrase of /search/{query}', async () => {
    renderAt('/en/search/%D0%BF%D0%BB%D0%B0%D1%82%D1%8C%D0%B5%2F2');
    expect(await screen.findByText('catalog/SearchPage phrase=платье/2')).toBeInTheDocument();
  });
});

describe('the page data the HTML carried', () => {
  function inline(page: InlinedPage) {
    document.getElementById(PAGE_BLOCK_ID)?.remove();
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = PAGE_BLOCK_ID;
    block.textContent = JSON.stringify(page);
    document.head.append(block);
    readInlinedPage();
  }
  // As the shell boots: the language of the URL is set before the first render.
  beforeEach(() => {
    jest.mocked(apiGet).mockClear();
    initI18n({ language: 'en-gb', languages: DEFAULT_LANGUAGES });
  });
  afterEach(() => {
    document.getElementById(PAGE_BLOCK_ID)?.remove();
    readInlinedPage();
  });

  const category = { kind: 'resolve', path: '/en/coats?color=black', reply: { status: 200, type: 'category', url_path: 'coats', data: { category: { name: 'Coats' } } } } as unknown as InlinedPage;

  it('renders the first page from it, asking the API nothing', async () => {
    inline(category);
    renderAt('/en/coats?color=black');
    expect(await screen.findByText('catalog/CategoryPage urlPath=coats with its data')).toBeInTheDocument();
    expect(apiGet).not.toHaveBeenCalledWith(expect.stringMatching(/^url\/resolve/));
  });

  it('shows the 404 screen at once for the resolver\'s "unknown" it carried', async () => {
    inline({ kind: 'resolve', path: '/en/gone', reply: { status: 400, error: 'not_found' } });
    renderAt('/en/gone');
    expect(await screen.findByText('content_blog/NotFound')).toBeInTheDocument();
    expect(apiGet).not.toHaveBeenCalledWith(expect.stringMatching(/^url\/resolve/));
  });

  it('hands the blog and search pages their data too', async () => {
    inline({ kind: 'blog-list', path: '/en/blog?page=2', reply: { status: 200, posts: [], total: 30, page: 2, limit: 21 } });
    const { unmount } = renderAt('/en/blog?page=2');
    expect(await screen.findByText('content_blog/BlogList with its data')).toBeInTheDocument();
    unmount();
    inline({ kind: 'search', path: '/en/search/coat', reply: { status: 200, result: { items: [], total: 0, page: 1, limit: 24 } } });
    renderAt('/en/search/coat');
    expect(await screen.findByText('catalog/SearchPage phrase=coat with its data')).toBeInTheDocument();
  });

  it('is not used for another path, nor once the visitor has moved on', async () => {
    inline(category);
    const { unmount } = renderAt('/en/delivery');
    expect(await screen.findByText('content_blog/InfoPage urlPath=delivery')).toBeInTheDocument();
    expect(apiGet).toHaveBeenCalledWith('url/resolve?path=%2Fdelivery');
    unmount();

    renderAt('/en/coats?color=black');
    await screen.findByText('catalog/CategoryPage urlPath=coats with its data');
    await userEvent.click(await within(screen.getByRole('banner')).findByRole('link', { name: 'Blog' }));
    expect(await screen.findByText('content_blog/BlogList')).toBeInTheDocument();
    expect(inlinedReply('resolve', '/en/coats?color=black')).toBeUndefined();
  });
});

describe('the frame', () => {
  it('offers a skip link as the first Tab stop, which moves focus to the page content', async () => {
    renderAt('/en/blog');
    await screen.findByText('content_blog/BlogList');
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await userEvent.click(skip);
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('links the logo to the root and the blog, both in the current language', async () => {
    renderAt('/en/blog');
    const header = screen.getByRole('banner');
    expect(await within(header).findByRole('link', { name: 'Mira: Home page' })).toHaveAttribute('href', '/en');
    expect(await within(header).findByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/en/blog');
  });

  it('switches language by replacing the URL prefix', async () => {
    renderAt('/en/blog/wool-coat');
    const switcher = within(screen.getByRole('banner')).getByRole('navigation', { name: 'Language' });
    await userEvent.click(within(switcher).getByRole('button', { name: 'Language: English' }));
    expect(within(switcher).getByRole('link', { name: 'Русский' })).toHaveAttribute('href', '/blog/wool-coat');
    expect(within(switcher).getByRole('link', { name: 'ქართული' })).toHaveAttribute('href', '/ka/blog/wool-coat');
    expect(within(switcher).getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');

    await userEvent.click(within(switcher).getByRole('link', { name: 'ქართული' }));
    expect(await screen.findByText('content_blog/BlogPost slug=wool-coat')).toBeInTheDocument();
    expect(getLanguage()).toBe('ka-ge');
    expect(await screen.findByRole('heading', { name: 'Help ka-ge' })).toBeInTheDocument();
  });

  it('shows the settings footer with language-aware internal links and untouched external ones', async () => {
    renderAt('/en/blog');
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: 'Delivery' })).toHaveAttribute('href', '/en/delivery');
    expect(within(footer).getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', 'https://t.me/x');
    expect(within(footer).getByText('© Mira')).toBeInTheDocument();
  });
});
