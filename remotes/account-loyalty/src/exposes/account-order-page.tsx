import type { AccountOrderPageProps } from '@shop/contracts';
import { AccountOrderPage as AccountOrderPageView } from '../features/orders/account-order-page';

/** './AccountOrderPage': /account/order/{orderId}; the shell passes the route's parameter. */
export default function AccountOrderPage(props: AccountOrderPageProps) {
  return <AccountOrderPageView {...props} />;
}
