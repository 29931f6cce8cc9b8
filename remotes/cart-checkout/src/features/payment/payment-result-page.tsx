import type { PaymentResultPageProps } from '@shop/contracts';
import { useLocalePath, useTranslation } from '@shop/i18n';
import { Link } from '@shop/router';
import { controls, useDocumentTitle } from '@shop/ui';
import { PageRoot } from '../../components/page-root';
import { NS } from '../../i18n/order';
import pages from '../../components/order-pages.module.css';

/** /payment-success and /payment-failure: where a provider sends the shopper back. */
export function PaymentResultPage({ outcome, orderId }: PaymentResultPageProps) {
  const { t } = useTranslation(NS);
  const localePath = useLocalePath();
  const title = t(outcome === 'success' ? 'result.successTitle' : 'result.failureTitle');
  useDocumentTitle(title);
  return (
    <PageRoot>
      <div className={pages.page}>
        <h1 className={`${controls.title} ${pages.title}`}>{title}</h1>
        <p role={outcome === 'failure' ? 'alert' : undefined} className={outcome === 'failure' ? controls.error : undefined}>
          {t(outcome === 'success' ? 'result.successText' : 'failure.text')}
        </p>
        <div className={pages.actions}>
          {orderId !== undefined && outcome === 'success' && (
            <Link className={controls.primary} to={localePath(`/success/${orderId}`)}>
              {t('pay.toOrder')}
            </Link>
          )}
          {orderId !== undefined && outcome === 'failure' && (
            <Link className={controls.primary} to={localePath(`/pay?order=${orderId}`)}>
              {t('failure.payAgain')}
            </Link>
          )}
          <Link className={controls.secondary} to={localePath('/')}>
            {t('toHome')}
          </Link>
        </div>
      </div>
    </PageRoot>
  );
}
