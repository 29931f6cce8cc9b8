import type { OrderPageProps } from '@shop/contracts';
import { useLocalePath, useTranslation } from '@shop/i18n';
import { Link } from '@shop/router';
import { controls, useDocumentTitle } from '@shop/ui';
import { PageRoot } from '../../components/page-root';
import { NS } from '../../i18n/order';
import pages from '../../components/order-pages.module.css';

/** /failure/{orderId}: the payment did not go through; the order waits to be paid again. */
export function OrderFailurePage({ orderId }: OrderPageProps) {
  const { t } = useTranslation(NS);
  const localePath = useLocalePath();
  useDocumentTitle(t('failure.title'));
  return (
    <PageRoot>
      <div className={pages.page}>
        <h1 className={`${controls.title} ${pages.title}`}>{t('failure.title')}</h1>
        <p role="alert" className={controls.error}>
          {t('failure.text')}
        </p>
        <p>{t('failure.order', { id: orderId })}</p>
        <div className={pages.actions}>
          <Link className={controls.primary} to={localePath(`/pay?order=${orderId}`)}>
            {t('failure.payAgain')}
          </Link>
        </div>
      </div>
    </PageRoot>
  );
}
