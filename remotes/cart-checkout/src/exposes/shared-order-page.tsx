import type { SharedLinkPageProps } from '@shop/contracts';
import { SharedOrderPage as SharedOrderPageView } from '../features/order/shared-order-page';

/** './SharedOrderPage' (shared/contracts CART_CHECKOUT_EXPOSES): the shell passes the route's parameters. */
export default function SharedOrderPage(props: SharedLinkPageProps) {
  return <SharedOrderPageView {...props} />;
}
