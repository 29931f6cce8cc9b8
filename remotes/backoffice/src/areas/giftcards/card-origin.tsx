import type { AdminGiftcard } from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { Link } from '@shop/router';
import { useAdminPath } from '../../frame/admin-paths';
import { NS } from '../../i18n/register';

/** The order that bought a card (a link to it), or that staff issued it by hand. */
export function CardOrigin({ card }: { card: AdminGiftcard }) {
  const { t } = useTranslation(NS);
  const adminPath = useAdminPath();
  if (card.purchase_order_id === null) return <>{t('giftcards.byHand')}</>;
  return <Link to={adminPath(`orders/${card.purchase_order_id}`)}>{t('giftcards.order', { id: card.purchase_order_id })}</Link>;
}
