import { useEffect, useRef } from 'react';
import { Route, Routes, useLocation } from '@shop/router';
import { stripLanguagePrefix, useLanguage } from '@shop/i18n';
import { forgetInlinedPage } from '../boot/inlined-page';
import { CatchAllRoute } from './catch-all';
import { SearchRoute } from './catalog';
import { AccountOrderRoute, AccountRoute, AuthRoute, EditAddressRoute, InviteRoute, LoyaltyRoute, OrdersRoute, WishlistRoute } from './account-loyalty';
import { CartRoute, CheckoutRoute, OrderResultRoute, PaymentResultRoute, PayRoute, SharedLinkRoute } from './cart-checkout';
import { BlogListRoute, BlogPostRoute, NotFoundRoute, PagePathRoute } from './content-blog';
import { GiftcardRoute } from './giftcard';

/** Spec §2 routes whose remote exists now, relative to the language prefix. */
function PageRoutes() {
  const { languages } = useLanguage();
  const { pathname } = useLocation();
  const { path } = stripLanguagePrefix(pathname, languages);
  return (
    <Routes>
      <Route path="blog" element={<BlogListRoute />} />
      <Route path="blog/:slug" element={<BlogPostRoute />} />
      <Route path="page/*" element={<PagePathRoute />} />
      <Route path="search/:query" element={<SearchRoute />} />
      <Route path="cart" element={<CartRoute />} />
      <Route path="cart/shared/:token" element={<SharedLinkRoute page="shared-cart" />} />
      <Route path="order" element={<CheckoutRoute />} />
      <Route path="order/shared/:token" element={<SharedLinkRoute page="shared-order" />} />
      <Route path="pay" element={<PayRoute />} />
      <Route path="payment-success" element={<PaymentResultRoute outcome="success" />} />
      <Route path="payment-failure" element={<PaymentResultRoute outcome="failure" />} />
      <Route path="success/:orderId" element={<OrderResultRoute page="order-success" />} />
      <Route path="failure/:orderId" element={<OrderResultRoute page="order-failure" />} />
      <Route path="auth" element={<AuthRoute mode="login" />} />
      <Route path="register" element={<AuthRoute mode="register" />} />
      <Route path="account" element={<AccountRoute />} />
      <Route path="account/personal" element={<AccountRoute />} />
      <Route path="account/edit-address" element={<EditAddressRoute />} />
      <Route path="account/orders" element={<OrdersRoute />} />
      <Route path="account/order/:orderId" element={<AccountOrderRoute />} />
      <Route path="account/membership" element={<LoyaltyRoute view="membership" />} />
      <Route path="account/cashback" element={<LoyaltyRoute view="cashback" />} />
      <Route path="account/wishlist" element={<WishlistRoute />} />
      <Route path="invite/:code" element={<InviteRoute />} />
      <Route path="giftcard/:token" element={<GiftcardRoute />} />
      <Route path="404" element={<NotFoundRoute />} />
      <Route path="*" element={<CatchAllRoute path={path} />} />
    </Routes>
  );
}

const bare = (url: string) => url.replace(/^\/+|\/+$/g, '');

/** ru-ru (no prefix) at the root, every other configured language under its prefix: /en/blog, /ka/blog/x. */
export function AppRoutes() {
  const { languages } = useLanguage();
  const { key } = useLocation();
  // The HTML's page data stands for the location the shop opened at, and no other.
  const firstKey = useRef(key);
  useEffect(() => {
    if (key !== firstKey.current) forgetInlinedPage();
  }, [key]);
  const prefixes = languages.map((l) => bare(l.url)).filter((prefix) => prefix !== '');
  return (
    <Routes>
      {prefixes.map((prefix) => (
        <Route key={prefix} path={`/${prefix}/*`} element={<PageRoutes />} />
      ))}
      <Route path="/*" element={<PageRoutes />} />
    </Routes>
  );
}
