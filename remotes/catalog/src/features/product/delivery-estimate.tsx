import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@shop/i18n';
import { controls, Dialog, LoadingState } from '@shop/ui';
import { NS } from '../../i18n/product';
import styles from './delivery.module.css';

// The calculator loads when the shopper opens it: the product page's first visit carries only the button.
const DeliveryCalculator = lazy(() => import(/* webpackChunkName: "delivery-calculator" */ './delivery-calculator'));

/** "Delivery cost and time": a button, and the popup where the shopper picks a city and sees the ways. */
export function DeliveryEstimate({ productId }: { productId: number }) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={`${controls.linkButton} ${styles.open}`} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t('delivery.open')}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('delivery.title')}>
        {open && (
          <Suspense fallback={<LoadingState />}>
            <DeliveryCalculator productId={productId} />
          </Suspense>
        )}
      </Dialog>
    </>
  );
}
