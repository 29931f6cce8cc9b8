import { Link } from '@shop/router';
import { useLocalePath, useTranslation } from '@shop/i18n';
import { useDocumentTitle } from '@shop/ui';
import { PageRoot } from '../../components/page-root';
import { NS } from '../../i18n/register';
import styles from './not-found.module.css';

/** Spec §8: an unknown product, page or post shows this screen, translated, with a way home. */
export function NotFoundPage() {
  const { t } = useTranslation(NS);
  const localePath = useLocalePath();
  useDocumentTitle(t('notFoundTitle'));
  return (
    <PageRoot>
      <section className={styles.box} aria-labelledby="content-blog-not-found">
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 id="content-blog-not-found" className={styles.title}>
          {t('notFoundTitle')}
        </h1>
        <p className={styles.text}>{t('notFoundText')}</p>
        <Link className={styles.home} to={localePath('/')}>
          {t('notFoundHome')}
        </Link>
      </section>
    </PageRoot>
  );
}
