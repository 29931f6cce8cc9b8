import { useTranslation } from '@shop/i18n';
import { Link } from '@shop/router';
import { controls } from '@shop/ui';
import { NS } from '../i18n/register';

/** A list's pages: previous, "page 2 of 9", next; nothing when it fits on one. `linkTo` writes a page's URL. */
export function Pager({ page, total, limit, linkTo }: { page: number; total: number; limit: number; linkTo: (page: number) => string }) {
  const { t } = useTranslation(NS);
  const pages = Math.max(1, Math.ceil(total / limit));
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('orders.page', { page, pages })} className={controls.actions}>
      {page > 1 && <Link to={linkTo(page - 1)} rel="prev">{t('orders.previous')}</Link>}
      <span>{t('orders.page', { page, pages })}</span>
      {page < pages && <Link to={linkTo(page + 1)} rel="next">{t('orders.next')}</Link>}
    </nav>
  );
}

/**
 * A list paged by id (keyset: the orders): newer and older pages as links, `after` the first row
 * shown and `before` the last; nothing when the list fits on one page.
 */
export function KeysetPager({ label, newer, older, linkTo }: {
  label: string;
  newer: number | null;
  older: number | null;
  linkTo: (start: { before?: number; after?: number }) => string;
}) {
  const { t } = useTranslation(NS);
  if (newer === null && older === null) return null;
  return (
    <nav aria-label={label} className={controls.actions}>
      {newer !== null && <Link to={linkTo({ after: newer })} rel="prev">{t('orders.previous')}</Link>}
      {older !== null && <Link to={linkTo({ before: older })} rel="next">{t('orders.next')}</Link>}
    </nav>
  );
}
