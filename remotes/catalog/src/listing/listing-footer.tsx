import { useTranslation } from '@shop/i18n';
import { Pagination } from '@shop/ui';
import { NS } from '../i18n/listing';
import { canLoadMore, totalPages, visibleCount, type Listing } from './listing-state';
import styles from './listing.module.css';

export interface ListingFooterProps {
  listing: Listing;
  /** A page is on its way: the button waits. */
  loading: boolean;
  onLoadMore: () => void;
  /** The link of a page, with the language prefix and the current filters; no page links without it. */
  hrefFor?: (page: number) => string;
}

/** Under a grid: how many are shown, "show more" while there are more, and the page links. */
export function ListingFooter({ listing, loading, onLoadMore, hrefFor }: ListingFooterProps) {
  const { t } = useTranslation(NS);
  return (
    <div className={styles.footer}>
      <p className={styles.shown} aria-live="polite">
        {t('shownOf', { shown: visibleCount(listing), count: listing.total })}
      </p>
      {canLoadMore(listing) && (
        <button type="button" className={styles.more} onClick={onLoadMore} disabled={loading} aria-busy={loading}>
          {loading ? t('loadingMore') : t('showMore')}
        </button>
      )}
      {hrefFor && <Pagination page={listing.page} totalPages={totalPages(listing)} hrefFor={hrefFor} />}
    </div>
  );
}
