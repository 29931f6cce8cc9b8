import { useLocation, useParams } from '@shop/router';
import { isShareToken, orderIdOf, orderIdOfQuery, type PaymentResultPageProps } from '@shop/contracts';
import { PageModule } from '../remote-loading/remote-page';
import { NotFoundRoute } from './content-blog';

// The cart-checkout remote's pages (spec §2). They are personal, so the HTML carries no data for
// them: each page loads its own. A URL that cannot name an order or a link is the 404 screen,
// as the edge answers it (deploy/edge/src/page-routes.ts).

export const CartRoute = () => <PageModule page="cart" />;

export const CheckoutRoute = () => <PageModule page="checkout" />;

/** /pay?order={id}, and the resolver's page type payment: the pay page, for the order the query names if any. */
export function PayRoute() {
  const { search } = useLocation();
  return <PageModule page="pay" props={{ orderId: orderIdOfQuery(search) }} />;
}

/** /payment-success and /payment-failure?order={id}: where the payment provider sends the shopper back. */
export function PaymentResultRoute({ outcome }: Pick<PaymentResultPageProps, 'outcome'>) {
  const { search } = useLocation();
  return <PageModule page="payment-result" props={{ outcome, orderId: orderIdOfQuery(search) }} />;
}

/** /success/{orderId} and /failure/{orderId}. */
export function OrderResultRoute({ page }: { page: 'order-success' | 'order-failure' }) {
  const orderId = orderIdOf(useParams().orderId);
  if (orderId === undefined) return <NotFoundRoute />;
  return <PageModule key={orderId} page={page} props={{ orderId }} />;
}

/** /cart/shared/{token} and /order/shared/{token}. */
export function SharedLinkRoute({ page }: { page: 'shared-cart' | 'shared-order' }) {
  const { token = '' } = useParams();
  if (!isShareToken(token)) return <NotFoundRoute />;
  return <PageModule key={token} page={page} props={{ token }} />;
}
