import type { OrderPageProps } from '@shop/contracts';
import { OrderSuccessPage as OrderSuccessPageView } from '../features/order/order-success-page';

/** './OrderSuccessPage' (shared/contracts CART_CHECKOUT_EXPOSES): the shell passes the route's parameters. */
export default function OrderSuccessPage(props: OrderPageProps) {
  return <OrderSuccessPageView {...props} />;
}
