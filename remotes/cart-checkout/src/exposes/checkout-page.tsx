import { CheckoutPage as CheckoutPageView } from '../features/checkout/checkout-page';

/** './CheckoutPage': /order, the checkout in steps. */
export default function CheckoutPage() {
  return <CheckoutPageView />;
}
