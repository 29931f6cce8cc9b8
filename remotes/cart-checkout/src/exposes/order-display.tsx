import type { OrderDisplayProps } from '@shop/contracts';
import { OrderDisplay as OrderDisplayView } from '../components/order-display';

/**
 * './OrderDisplay' (shared/contracts CART_CHECKOUT_EXPOSES): one order as the success and shared
 * pages show it, for the account area to show the same (loaded at runtime through the shell).
 */
export default function OrderDisplay({ order }: OrderDisplayProps) {
  return <OrderDisplayView order={order} />;
}
