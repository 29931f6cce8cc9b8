import type { SharedLinkPageProps } from '@shop/contracts';
import { SharedCartPage as SharedCartPageView } from '../features/shared-cart/shared-cart-page';

/** './SharedCartPage': /cart/shared/{token}; the shell passes the token. */
export default function SharedCartPage(props: SharedLinkPageProps) {
  return <SharedCartPageView {...props} />;
}
