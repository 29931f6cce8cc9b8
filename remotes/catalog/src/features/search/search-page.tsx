import { useCallback, useState } from 'react';
import { searchPath, type SearchPageProps } from '@shop/contracts';
import { useLanguage, useLocalePath, useTranslation } from '@shop/i18n';
import { Link } from '@shop/router';
import { useSettings } from '@shop/session';
import { ErrorNotice, LoadingState, useDocumentTitle, useRequest } from '@shop/ui';
import { PageRoot } from '../../components/page-root';
import { NS } from '../../i18n/search';
import { ListingFooter } from '../../listing/listing-footer';
import { nextPage, withPage, type Listing } from '../../listing/listing-state';
import { ProductGrid } from '../../listing/product-grid';
import { fetchSearchPage } from './api';
import styles from './search.module.css';

/**
 * Search results (/search/{query}): the count, the grid and "show more" by the same spec §4 rules
 * as a category. Nothing found says so and offers the shop's popular phrases.
 */
export function SearchPage({ phrase, initialData }: SearchPageProps) {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  const settings = useSettings(language);
  const localePath = useLocalePath();
  const { state, retry } = useRequest(`${language}:${phrase}`, () => fetchSearchPage(phrase, 1), initialData);
  // Pages loaded by "show more", for the phrase they belong to.
  const [more, setMore] = useState<{ key: string; listing: Listing } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  useDocumentTitle(t('searchTitle', { phrase }));

  const first = state.status === 'done' && state.data.status === 200 ? state.data.result : undefined;
  const key = `${language}:${phrase}`;
  const listing = more?.key === key ? more.listing : first ? withPage(null, first) : null;

  const loadMore = useCallback(() => {
    const page = listing && nextPage(listing);
    if (!listing || page === null) return;
    setLoadingMore(true);
    fetchSearchPage(phrase, page).then(
      (reply) => {
        setLoadingMore(false);
        if (reply.status === 200) setMore({ key, listing: withPage(listing, reply.result) });
      },
      () => setLoadingMore(false),
    );
  }, [listing, phrase, key]);

  return (
    <PageRoot>
      <h1 className={styles.title}>{t('searchHeading', { phrase })}</h1>
      {state.status === 'loading' && <LoadingState label={t('searching')} />}
      {state.status === 'error' && <ErrorNotice message={t('loadError')} onRetry={retry} />}
      {state.status === 'done' && state.data.status === 400 && <p>{t('searchInvalid')}</p>}
      {first?.corrected && <p className={styles.corrected}>{t('searchCorrected', { phrase: first.corrected })}</p>}
      {listing && listing.total > 0 && (
        <>
          <p className={styles.count}>{t('foundCount', { count: listing.total })}</p>
          <ProductGrid items={listing.items} label={t('searchResults')} />
          <ListingFooter listing={listing} loading={loadingMore} onLoadMore={loadMore} />
        </>
      )}
      {listing && listing.total === 0 && (
        <div className={styles.empty}>
          <p>{t('nothingFound', { phrase })}</p>
          {settings && settings.search.suggestions.length > 0 && (
            <>
              <p>{t('tryPopular')}</p>
              <ul className={styles.phrases}>
                {settings.search.suggestions.map((popular) => (
                  <li key={popular}>
                    <Link className={styles.phrase} to={localePath(searchPath(popular))}>
                      {popular}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </PageRoot>
  );
}
