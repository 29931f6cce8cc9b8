import { Type, type Static } from '@sinclair/typebox';
import { CurrencyCode, LanguageCode, Ok } from './envelope';
import { LoyaltyRules } from './loyalty';

const Link = Type.Object({ title: Type.String(), href: Type.String() });

/** One configured language: `url` is its URL prefix ('' for the default language, else e.g. 'en'). */
export const LanguageSetting = Type.Object({ code: LanguageCode, url: Type.String(), title: Type.String() });
export type LanguageSetting = Static<typeof LanguageSetting>;

/** The promotional strip under the header (spec §2): shown while `status`, `title` as HTML, linking to `href`. */
export const Tagline = Type.Object({ status: Type.Boolean(), title: Type.String({ description: 'HTML' }), href: Type.String() });
export type Tagline = Static<typeof Tagline>;

export const ContactButton = Type.Object({ icon: Type.String(), color: Type.String(), title: Type.String(), href: Type.String() });

/**
 * Spec §3 settings groups, translated for one language. GET /api/settings/{language}. The
 * `homepage` group is served by the home page's endpoints instead (home.ts): every page carries these.
 */
export const Settings = Type.Object({
  name: Type.String(),
  logo: Type.String({ description: 'URL of the logo image' }),
  telephone: Type.String(),
  open: Type.String({ description: 'Opening hours text' }),
  email: Type.String(),
  language: LanguageCode,
  languages: Type.Array(LanguageSetting),
  /** The currency this reply's amounts are in: the request's (x-currency) when the shop offers it, else the default, `currencies[0]`. */
  currency: CurrencyCode,
  /** Spec §1: the currencies a shopper may choose, the default first. */
  currencies: Type.Array(CurrencyCode, { minItems: 1 }),
  contacts: Type.Object({ address: Type.String(), telephone: Type.String(), email: Type.String() }),
  header: Type.Object({
    links: Type.Array(Type.Object({ title: Type.String(), items: Type.Array(Link) })),
    tagline: Tagline,
  }),
  search: Type.Object({ suggestions: Type.Array(Type.String()) }),
  footer: Type.Object({
    columns: Type.Array(Type.Object({ title: Type.String(), links: Type.Array(Link) })),
    copyright: Type.String(),
  }),
  content: Type.Object({
    contactButtons: Type.Object({ status: Type.Boolean(), buttons: Type.Array(ContactButton) }),
    modal_status: Type.Boolean(),
  }),
  /** Checkout (spec §5): an order's goods must cost at least `minimum_total` (minor units of `currency`; 0: no minimum). */
  order: Type.Object({ minimum_total: Type.Integer({ minimum: 0 }) }),
  /** The product page: short reassurances under the buy button (returns, payment, delivery), each a link to its page. */
  product: Type.Object({ notes: Type.Array(Link) }),
  /** Category (and search) pages: how many products a page shows, which the listing answers as its `limit` (spec §9). */
  categorySettings: Type.Object({ page_size: Type.Integer({ minimum: 1, maximum: 100 }) }),
  /**
   * The shop's home city, Saint Petersburg (its stores and couriers are there): checkout says
   * `text` (same-day courier, fitting at the store) while the chosen city is `city_id` and `status` is on.
   */
  inSPBSettings: Type.Object({ status: Type.Boolean(), city_id: Type.Integer(), text: Type.String() }),
  /** Info pages: the menu beside each one (and on /info), under `title`. */
  infoPage: Type.Object({ title: Type.String(), links: Type.Array(Link) }),
  /**
   * Real-user vitals (POST /api/rum): the share of page loads, 0 to 1, whose vitals, errors and
   * failed remote loads the page reports. Optional: an API before it sends none (the shell then reports every page).
   */
  vitals: Type.Optional(Type.Object({ sample_rate: Type.Number({ minimum: 0, maximum: 1 }) })),
  /** The loyalty programme's rules (loyalty.ts LoyaltyRules): point value in minor units of `currency`, spend cap, referral reward. */
  loyalty: LoyaltyRules,
  imageRatio: Type.Number({ description: 'Product image height / width' }),
  /**
   * Title and description of the pages that have no meta of their own (the home page and the blog
   * list): the document title, the HTML's meta tags and link previews all show these.
   */
  seo: Type.Object({
    title: Type.String(),
    description: Type.String(),
    blog: Type.Object({ title: Type.String(), description: Type.String() }),
  }),
});
export type Settings = Static<typeof Settings>;

export const SettingsReply = Ok({ settings: Settings });
export type SettingsReply = Static<typeof SettingsReply>;
