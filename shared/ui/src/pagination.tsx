import { Link } from '@shop/router';
import { useTranslation } from '@shop/i18n';
import styles from './pagination.module.css';

/** First, last and the pages around the current one; 'gap' where pages are left out. */
export function pageItems(page: number, totalPages: number): Array<number | 'gap'> {
  const items: Array<number | 'gap'> = [];
  for (let p = 1; p <= totalPages; p += 1) {
    if (p === 1 || p === totalPages || Math.abs(p - page) <= 1) items.push(p);
    else if (items.at(-1) !== 'gap') items.push('gap');
  }
  return items;
}

export interface PaginationProps {
  page: number;
  totalPages: number;
  /** The link of a page (with the language prefix), e.g. `/en/blog?page=2`. */
  hrefFor: (page: number) => string;
}

/** Page links as real links (crawlable, work without JS); nothing when there is one page. */
export function Pagination({ page, totalPages, hrefFor }: PaginationProps) {
  const { t } = useTranslation('ui');
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('pagination')} className={styles.nav}>
      <ul className={styles.list}>
        {page > 1 && (
          <li>
            <Link className={styles.link} to={hrefFor(page - 1)} rel="prev" aria-label={t('previous')}>
              ‹
            </Link>
          </li>
        )}
        {pageItems(page, totalPages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                className={item === page ? `${styles.link} ${styles.current}` : styles.link}
                to={hrefFor(item)}
                aria-label={t('page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        {page < totalPages && (
          <li>
            <Link className={styles.link} to={hrefFor(page + 1)} rel="next" aria-label={t('next')}>
              ›
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
