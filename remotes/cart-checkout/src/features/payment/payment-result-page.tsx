import type { PaymentResultPageProps } from '@shop/contracts';
import { useLocalePath, useTranslation } from '@shop/i18n';
import { Link } from '@shop/router';
import { controls, useDocumentTitle } from '@shop/ui';
import { PageRoot } from '../../components/page-root';
import { NS } from '../../i18n/order';
import pages from '../../components/order-pages.module.css';
import { PaymentOutcome } from '../order/payment-outcome';

/**
 * /payment-success and /payment-failure: where a provider sends the shopper back. With the order's
 * id (`?order=`) the page shows the order's real state; without it, only what the address says.
 */
export function PaymentResultPage({ outcome, orderId }: PaymentResultPageProps) {
  return <PageRoot>{orderId === undefined ? <AddressOnly outcome={outcome} /> : <PaymentOutcome orderId={orderId} />}</PageRoot>;
}

function AddressOnly({ outcome }: Pick<PaymentResultPageProps, 'outcome'>) {
  const { t } = useTranslation(NS);
  const localePath = useLocalePath();
  const title = t(outcome === 'success' ? 'result.successTitle' : 'result.failureTitle');
  useDocumentTitle(title);
  return (
    <div className={pages.page}>
      <h1 className={`${controls.title} ${pages.title}`}>{title}</h1>
      <p role={outcome === 'failure' ? 'alert' : undefined} className={outcome === 'failure' ? controls.error : undefined}>
        {t(outcome === 'success' ? 'result.successText' : 'failure.text')}
      </p>
      <div className={pages.actions}>
        <Link className={controls.secondary} to={localePath('/')}>
          {t('toHome')}
        </Link>
      </div>
    </div>
  );
}
