import type { PaymentResultPageProps } from '@shop/contracts';
import { PaymentResultPage as PaymentResultPageView } from '../features/payment/payment-result-page';

/** './PaymentResultPage' (shared/contracts CART_CHECKOUT_EXPOSES): the shell passes the route's parameters. */
export default function PaymentResultPage(props: PaymentResultPageProps) {
  return <PaymentResultPageView {...props} />;
}
