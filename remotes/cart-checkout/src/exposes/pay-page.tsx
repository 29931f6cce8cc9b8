import type { PayPageProps } from '@shop/contracts';
import { PayPage as PayPageView } from '../features/payment/pay-page';

/** './PayPage' (shared/contracts CART_CHECKOUT_EXPOSES): the shell passes the route's parameters. */
export default function PayPage(props: PayPageProps) {
  return <PayPageView {...props} />;
}
