import { OrdersPage as OrdersPageView } from '../features/orders/orders-page';

/** './OrdersPage': /account/orders (?page= for the later pages). */
export default function OrdersPage() {
  return <OrdersPageView />;
}
