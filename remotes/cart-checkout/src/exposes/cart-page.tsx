import { CartPage as CartPageView } from '../features/cart/cart-page';

/** './CartPage': /cart. The cart is personal: the page loads it itself, nothing comes inlined. */
export default function CartPage() {
  return <CartPageView />;
}
