import type { OrderPageProps } from '@shop/contracts';
import { PageRoot } from '../../components/page-root';
import { PaymentOutcome } from './payment-outcome';

/** /failure/{orderId}: where a failed payment leads; it shows the order's real state, which may have changed since. */
export function OrderFailurePage({ orderId }: OrderPageProps) {
  return (
    <PageRoot>
      <PaymentOutcome orderId={orderId} />
    </PageRoot>
  );
}
