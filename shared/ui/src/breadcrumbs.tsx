import { Link } from '@shop/router';
import { useLocalePath, useTranslation } from '@shop/i18n';
import styles from './breadcrumbs.module.css';

export interface Crumb {
  label: string;
  /** Path without the language prefix; the last crumb (the current page) has none. */
  href?: string;
}

/** Spec §2: home link first, then the items; the last one is the current page, without a link. */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const { t } = useTranslation('ui');
  const localePath = useLocalePath();
  const all: Crumb[] = [{ label: t('home'), href: '/' }, ...items];
  return (
    <nav aria-label={t('breadcrumbs')} className={styles.nav}>
      <ol className={styles.list}>
        {all.map((item, index) => {
          const last = index === all.length - 1;
          return (
            <li key={`${index}-${item.label}`} className={styles.item}>
              {last || item.href === undefined ? (
                <span aria-current={last ? 'page' : undefined}>{item.label}</span>
              ) : (
                <Link to={localePath(item.href)}>{item.label}</Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
