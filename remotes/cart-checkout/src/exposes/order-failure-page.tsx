import type { OrderPageProps } from '@shop/contracts';
import { OrderFailurePage as OrderFailurePageView } from '../features/order/order-failure-page';

/** './OrderFailurePage' (shared/contracts CART_CHECKOUT_EXPOSES): the shell passes the route's parameters. */
export default function OrderFailurePage(props: OrderPageProps) {
  return <OrderFailurePageView {...props} />;
}
