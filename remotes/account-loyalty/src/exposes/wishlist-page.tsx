import { WishlistPage as WishlistPageView } from '../features/wishlist/wishlist-page';

/** './WishlistPage': /account/wishlist. */
export default function WishlistPage() {
  return <WishlistPageView />;
}
