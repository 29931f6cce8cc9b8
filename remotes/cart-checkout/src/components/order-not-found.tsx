import { useLocalePath, useTranslation } from '@shop/i18n';
import { Link } from '@shop/router';
import { NS } from '../i18n/order';
import pages from './order-pages.module.css';

/** An unknown order, another session's, or a link that leads nowhere. */
export function OrderNotFound() {
  const { t } = useTranslation(NS);
  const localePath = useLocalePath();
  return (
    <>
      <p className={pages.notice}>{t('notFound')}</p>
      <p>
        <Link className={pages.secondary} to={localePath('/')}>
          {t('toHome')}
        </Link>
      </p>
    </>
  );
}
