import { useParams } from '@shop/router';
import { isGiftcardToken } from '@shop/contracts';
import { PageModule } from '../remote-loading/remote-page';
import { NotFoundRoute } from './content-blog';

// The giftcard remote's page (spec §2). Personal like the cart's: the HTML carries no data for it
// and the page loads the card itself. A URL that cannot name a card is the 404 screen, as the edge
// answers it (deploy/edge/src/page-routes.ts). Its popup opens by #giftcard (popups/).

/** /giftcard/{token}: the welcome page a bought card's link opens. */
export function GiftcardRoute() {
  const { token = '' } = useParams();
  if (!isGiftcardToken(token)) return <NotFoundRoute />;
  return <PageModule key={token} page="giftcard" props={{ token }} />;
}
