import type { LoyaltyPageProps } from '@shop/contracts';
import { LoyaltyPage as LoyaltyPageView } from '../features/loyalty/loyalty-page';

/** './LoyaltyPage': /account/membership (view 'membership') and /account/cashback (view 'cashback'). */
export default function LoyaltyPage(props: LoyaltyPageProps) {
  return <LoyaltyPageView {...props} />;
}
