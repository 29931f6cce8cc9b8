import { useId } from 'react';
import type { PopupProps } from '@shop/contracts';
import { useLanguage, useTranslation } from '@shop/i18n';
import { usePathTo } from '@shop/i18n/links';
import { useNavigate } from '@shop/router';
import { controls, ErrorNotice, LoadingState, useRequest } from '@shop/ui';
import { RegionRoot } from '../../components/page-root';
import { NS } from '../../i18n/purchase';
import { fetchGiftcardInfo } from './api';
import { PurchaseForm } from './purchase-form';
import styles from './purchase.module.css';

/**
 * The 'giftcard' popup (#giftcard, spec §2): what is sold (GET /giftcard/info, in the current
 * language), the purchase form, then the pay page of the order it created. Going there replaces the
 * popup's history entry, so Back from the pay page returns to the page under the popup.
 */
export function GiftcardPopup(_props: PopupProps) {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  const pathTo = usePathTo();
  const navigate = useNavigate();
  const titleId = useId();
  const { state, retry } = useRequest(`giftcard-info:${language}`, fetchGiftcardInfo);

  let body;
  if (state.status === 'loading') body = <LoadingState />;
  else if (state.status === 'error' || state.data.status !== 200) body = <ErrorNotice message={t('loadError')} onRetry={retry} />;
  else {
    const { settings } = state.data;
    body =
      settings.designs.length === 0 || settings.denominations.length === 0 ? (
        <p className={controls.notice}>{t('purchase.notSold')}</p>
      ) : (
        <>
          <p className={styles.intro}>{t('purchase.intro', { count: settings.validity_months })}</p>
          <PurchaseForm settings={settings} onOrdered={(orderId) => void navigate(pathTo('pay', {}, { order: orderId }), { replace: true })} />
        </>
      );
  }

  return (
    <RegionRoot className={styles.popup}>
      <section aria-labelledby={titleId}>
        <h2 id={titleId} className={controls.title}>
          {t('purchase.title')}
        </h2>
        {body}
      </section>
    </RegionRoot>
  );
}
