import type { OrderDisplay } from './checkout';
import type { BlogPostReply, BlogPostsReply, InfoPage } from './content';
import type { ErrorReply } from './envelope';
import type { HomePage } from './home';
import type { CategoryProductsReply, ProductPage, SearchResultReply } from './listing';

/**
 * The remotes and their public APIs. A remote's exposes map is its whole public API: the shell
 * and the tests load only these module names. Registry keys are the folder names; the Module
 * Federation container name is the same with '_' for '-' (it must be a JS identifier).
 */
export const REMOTES = ['catalog', 'cart-checkout', 'account-loyalty', 'content-blog', 'giftcard', 'backoffice'] as const;
export type RemoteName = (typeof REMOTES)[number];

export const federationName = (remote: RemoteName): string => remote.replace(/-/g, '_');

/** The registry: remote name → URL of its live mf-manifest.json. Served as /remotes.json and inlined. */
export type Registry = Partial<Record<RemoteName, string>>;

/** content-blog's exposes: each a page module whose default export is a React component. */
export const CONTENT_BLOG_EXPOSES = {
  BlogList: './BlogList',
  BlogPost: './BlogPost',
  InfoPage: './InfoPage',
  NotFound: './NotFound',
} as const;

/** /blog's first data: the reply for the `?page=` of the path it came with (a 400 shows the 404 screen). */
export interface BlogListProps {
  initialData?: BlogPostsReply | ErrorReply;
}

/** /blog/{slug}'s first data: the post's reply, 400 included (the page then shows the 404 screen). */
export interface BlogPostProps {
  initialData?: BlogPostReply | ErrorReply;
}

/** Props every exposed page gets from the shell's route. */
export interface InfoPageProps {
  urlPath: string;
  /** The page as the resolver carried it (architecture.md "Page data"); loaded by the page without it. */
  initialData?: { page: InfoPage };
}

/** catalog's exposes: the shop's pages, each a module whose default export is a React component. */
export const CATALOG_EXPOSES = {
  HomePage: './HomePage',
  CategoryPage: './CategoryPage',
  ProductPage: './ProductPage',
  SearchPage: './SearchPage',
} as const;

/**
 * A page's first data (architecture.md "Page data"): what the resolver, or one day the HTML,
 * carried with the page. The page renders it without a request when it is there, and loads
 * its data itself when it is not; it never cares which.
 */
export interface HomePageProps {
  /** The shared home data (blocks, carousel, rows, posts); the visitor's A/B banner is asked for apart. */
  initialData?: HomePage;
}

export interface CategoryPageProps {
  /** The category's path without the language prefix: 'women/clothing'. */
  urlPath: string;
  /** Page 1 of the filters and sort the URL had when the page was resolved. */
  initialData?: Omit<CategoryProductsReply, 'status'>;
}

export interface ProductPageProps {
  urlPath: string;
  initialData?: { product: ProductPage };
}

export interface SearchPageProps {
  /** The phrase as typed (decoded from the /search/{query} path). */
  phrase: string;
  /** The first page of results for that phrase. */
  initialData?: SearchResultReply;
}

/**
 * cart-checkout's exposes: its pages (spec §2), default export each. The shell passes route
 * parameters as props; every page loads its own data (it is personal: never in the HTML).
 */
export const CART_CHECKOUT_EXPOSES = {
  CartPage: './CartPage',
  SharedCartPage: './SharedCartPage',
  CheckoutPage: './CheckoutPage',
  PayPage: './PayPage',
  PaymentResultPage: './PaymentResultPage',
  OrderSuccessPage: './OrderSuccessPage',
  OrderFailurePage: './OrderFailurePage',
  SharedOrderPage: './SharedOrderPage',
  /** A fragment, not a page: spec §3 Order display of one order, as the account area shows it too. */
  OrderDisplay: './OrderDisplay',
} as const;

/** cart-checkout's OrderDisplay fragment. */
export interface OrderDisplayProps {
  order: OrderDisplay;
}

/** /cart/shared/{token} and /order/shared/{token}. */
export interface SharedLinkPageProps {
  token: string;
}

/** /success/{orderId} and /failure/{orderId}. */
export interface OrderPageProps {
  orderId: number;
}

/** /pay?order={id} (and page type payment): the order to pay, when the URL names one. */
export interface PayPageProps {
  orderId?: number;
}

/** /payment-success and /payment-failure: where a provider sends the shopper back, with ?order={id}. */
export interface PaymentResultPageProps {
  outcome: 'success' | 'failure';
  orderId?: number;
}

/**
 * account-loyalty's exposes: the login popup and pages, the account area, the invitation landing
 * (spec §2). Every page is personal and loads its own data; the account pages send a guest to log in.
 */
export const ACCOUNT_LOYALTY_EXPOSES = {
  AuthPopup: './AuthPopup',
  AuthPage: './AuthPage',
  AccountPage: './AccountPage',
  EditAddressPage: './EditAddressPage',
  OrdersPage: './OrdersPage',
  AccountOrderPage: './AccountOrderPage',
  LoyaltyPage: './LoyaltyPage',
  WishlistPage: './WishlistPage',
  InvitePage: './InvitePage',
} as const;

/** /auth (login) and /register (registration: the same code flow, worded for a newcomer). */
export interface AuthPageProps {
  mode: 'login' | 'register';
}

/** /account/order/{orderId}. */
export interface AccountOrderPageProps {
  orderId: number;
}

/** /account/membership (levels, link, programme history) and /account/cashback (points and their history). */
export interface LoyaltyPageProps {
  view: 'membership' | 'cashback';
}

/** /invite/{code}. */
export interface InvitePageProps {
  code: string;
}

/**
 * giftcard's exposes: the purchase popup, the welcome page, and the fragment the account area shows
 * (loaded at runtime through the shell's RemoteRegion: the account remote does not import it).
 */
export const GIFTCARD_EXPOSES = {
  GiftcardPopup: './GiftcardPopup',
  GiftcardPage: './GiftcardPage',
  MyGiftcards: './MyGiftcards',
} as const;

/** /giftcard/{token}. */
export interface GiftcardPageProps {
  token: string;
}

/**
 * backoffice's exposes: the staff's back office, one module that draws its own frame (side
 * navigation, top bar) and routes its areas under /admin. It is personal and client-rendered.
 */
export const BACKOFFICE_EXPOSES = {
  BackOffice: './BackOffice',
} as const;

/**
 * Every remote's exposes, by remote: what each of its builds promises. The registry's contract
 * check refuses to publish a build whose mf-manifest.json drops or renames one of these.
 */
export const REMOTE_EXPOSES = {
  catalog: CATALOG_EXPOSES,
  'cart-checkout': CART_CHECKOUT_EXPOSES,
  'account-loyalty': ACCOUNT_LOYALTY_EXPOSES,
  'content-blog': CONTENT_BLOG_EXPOSES,
  giftcard: GIFTCARD_EXPOSES,
  backoffice: BACKOFFICE_EXPOSES,
} as const satisfies Record<RemoteName, Record<string, `./${string}`>>;

/** A module path `remote` exposes: './BlogList' for 'content-blog'. */
export type ExposedModule<R extends RemoteName> = (typeof REMOTE_EXPOSES)[R][keyof (typeof REMOTE_EXPOSES)[R]];

/** Props of a module that takes none from the shell: it loads what it shows itself (personal pages). */
export type NoProps = Record<string, never>;

/**
 * The props each exposed module's default export (a React component) takes: the other half of a
 * remote's public API. remotes.test.ts checks at compile time that it names exactly the exposes.
 */
export interface RemoteModuleProps {
  catalog: {
    './HomePage': HomePageProps;
    './CategoryPage': CategoryPageProps;
    './ProductPage': ProductPageProps;
    './SearchPage': SearchPageProps;
  };
  'cart-checkout': {
    './CartPage': NoProps;
    './SharedCartPage': SharedLinkPageProps;
    './CheckoutPage': NoProps;
    './PayPage': PayPageProps;
    './PaymentResultPage': PaymentResultPageProps;
    './OrderSuccessPage': OrderPageProps;
    './OrderFailurePage': OrderPageProps;
    './SharedOrderPage': SharedLinkPageProps;
    './OrderDisplay': OrderDisplayProps;
  };
  'account-loyalty': {
    './AuthPopup': PopupProps;
    './AuthPage': AuthPageProps;
    './AccountPage': NoProps;
    './EditAddressPage': NoProps;
    './OrdersPage': NoProps;
    './AccountOrderPage': AccountOrderPageProps;
    './LoyaltyPage': LoyaltyPageProps;
    './WishlistPage': NoProps;
    './InvitePage': InvitePageProps;
  };
  'content-blog': {
    './BlogList': BlogListProps;
    './BlogPost': BlogPostProps;
    './InfoPage': InfoPageProps;
    './NotFound': NoProps;
  };
  giftcard: {
    './GiftcardPopup': PopupProps;
    './GiftcardPage': GiftcardPageProps;
    './MyGiftcards': NoProps;
  };
  backoffice: {
    './BackOffice': NoProps;
  };
}

/**
 * Which remote module renders each kind of page: the shell's routes load it, and the edge
 * preloads its files from the remote's live manifest before the shell asks for them.
 */
export const PAGE_MODULES = {
  home: { remote: 'catalog', module: CATALOG_EXPOSES.HomePage },
  category: { remote: 'catalog', module: CATALOG_EXPOSES.CategoryPage },
  product: { remote: 'catalog', module: CATALOG_EXPOSES.ProductPage },
  search: { remote: 'catalog', module: CATALOG_EXPOSES.SearchPage },
  'blog-list': { remote: 'content-blog', module: CONTENT_BLOG_EXPOSES.BlogList },
  'blog-post': { remote: 'content-blog', module: CONTENT_BLOG_EXPOSES.BlogPost },
  info: { remote: 'content-blog', module: CONTENT_BLOG_EXPOSES.InfoPage },
  'not-found': { remote: 'content-blog', module: CONTENT_BLOG_EXPOSES.NotFound },
  cart: { remote: 'cart-checkout', module: CART_CHECKOUT_EXPOSES.CartPage },
  'shared-cart': { remote: 'cart-checkout', module: CART_CHECKOUT_EXPOSES.SharedCartPage },
  checkout: { remote: 'cart-checkout', module: CART_CHECKOUT_EXPOSES.CheckoutPage },
  pay: { remote: 'cart-checkout', module: CART_CHECKOUT_EXPOSES.PayPage },
  'payment-result': { remote: 'cart-checkout', module: CART_CHECKOUT_EXPOSES.PaymentResultPage },
  'order-success': { remote: 'cart-checkout', module: CART_CHECKOUT_EXPOSES.OrderSuccessPage },
  'order-failure': { remote: 'cart-checkout', module: CART_CHECKOUT_EXPOSES.OrderFailurePage },
  'shared-order': { remote: 'cart-checkout', module: CART_CHECKOUT_EXPOSES.SharedOrderPage },
  auth: { remote: 'account-loyalty', module: ACCOUNT_LOYALTY_EXPOSES.AuthPage },
  account: { remote: 'account-loyalty', module: ACCOUNT_LOYALTY_EXPOSES.AccountPage },
  'edit-address': { remote: 'account-loyalty', module: ACCOUNT_LOYALTY_EXPOSES.EditAddressPage },
  orders: { remote: 'account-loyalty', module: ACCOUNT_LOYALTY_EXPOSES.OrdersPage },
  'account-order': { remote: 'account-loyalty', module: ACCOUNT_LOYALTY_EXPOSES.AccountOrderPage },
  loyalty: { remote: 'account-loyalty', module: ACCOUNT_LOYALTY_EXPOSES.LoyaltyPage },
  wishlist: { remote: 'account-loyalty', module: ACCOUNT_LOYALTY_EXPOSES.WishlistPage },
  invite: { remote: 'account-loyalty', module: ACCOUNT_LOYALTY_EXPOSES.InvitePage },
  giftcard: { remote: 'giftcard', module: GIFTCARD_EXPOSES.GiftcardPage },
  backoffice: { remote: 'backoffice', module: BACKOFFICE_EXPOSES.BackOffice },
} as const satisfies Record<string, { remote: RemoteName; module: `./${string}` }>;
export type PageModuleName = keyof typeof PAGE_MODULES;

/**
 * Popups (spec §2): each opens by the URL hash naming it (`#auth`) and is the default export of a
 * module its remote exposes. The shell's popup container renders it inside a dialog.
 */
export const POPUPS = {
  auth: { remote: 'account-loyalty', module: ACCOUNT_LOYALTY_EXPOSES.AuthPopup },
  giftcard: { remote: 'giftcard', module: GIFTCARD_EXPOSES.GiftcardPopup },
} as const satisfies Record<string, { remote: RemoteName; module: `./${string}` }>;
export type PopupName = keyof typeof POPUPS;

export const isPopupName = (name: string): name is PopupName => Object.prototype.hasOwnProperty.call(POPUPS, name);

/** Props the shell passes to a popup: close() closes it and clears the hash. */
export interface PopupProps {
  close(): void;
}
