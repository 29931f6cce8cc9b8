import type { GiftcardPageProps } from '@shop/contracts';
import { GiftcardPage as GiftcardPageView } from '../features/welcome/giftcard-page';

/** './GiftcardPage': /giftcard/{token}; the shell passes the link's token. The card is personal: the page loads it itself. */
export default function GiftcardPage(props: GiftcardPageProps) {
  return <GiftcardPageView {...props} />;
}
