import { useId } from 'react';
import { CATALOG_SORTS, type CatalogSort } from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { NS } from '../../i18n/category';
import styles from './category.module.css';

/** Spec §9 sorts: rec (featured, the default), new, price ascending, price descending. */
export function SortSelect({ sort, onChange }: { sort: CatalogSort; onChange: (sort: CatalogSort) => void }) {
  const { t } = useTranslation(NS);
  const id = useId();
  return (
    <div className={styles.sort}>
      <label htmlFor={id}>{t('sortLabel')}</label>
      <select id={id} className={styles.select} value={sort} onChange={(event) => onChange(event.target.value as CatalogSort)}>
        {CATALOG_SORTS.map((option) => (
          <option key={option} value={option}>
            {t(`sort.${option}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
