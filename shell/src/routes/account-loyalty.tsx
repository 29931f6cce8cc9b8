import { useParams } from '@shop/router';
import { isInviteCode, orderIdOf, type AuthPageProps, type LoyaltyPageProps } from '@shop/contracts';
import { PageModule } from '../remote-loading/remote-page';
import { NotFoundRoute } from './content-blog';

// The account-loyalty remote's pages (spec §2). Personal like the cart's: the HTML carries no data
// for them and each page loads its own (and asks a guest to log in). A URL that cannot name an
// order or an invitation is the 404 screen, as the edge answers it (deploy/edge/src/page-routes.ts).

/** /auth and /register. */
export const AuthRoute = ({ mode }: AuthPageProps) => <PageModule page="auth" props={{ mode }} />;

/** /account and /account/personal. */
export const AccountRoute = () => <PageModule page="account" />;

export const EditAddressRoute = () => <PageModule page="edit-address" />;

export const OrdersRoute = () => <PageModule page="orders" />;

/** /account/order/{orderId}. */
export function AccountOrderRoute() {
  const orderId = orderIdOf(useParams().orderId);
  if (orderId === undefined) return <NotFoundRoute />;
  return <PageModule key={orderId} page="account-order" props={{ orderId }} />;
}

/** /account/membership and /account/cashback. */
export const LoyaltyRoute = ({ view }: LoyaltyPageProps) => <PageModule page="loyalty" props={{ view }} />;

export const WishlistRoute = () => <PageModule page="wishlist" />;

/** /invite/{code}. */
export function InviteRoute() {
  const { code = '' } = useParams();
  if (!isInviteCode(code)) return <NotFoundRoute />;
  return <PageModule key={code} page="invite" props={{ code }} />;
}
