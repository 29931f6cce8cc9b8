import { useId } from 'react';
import { useLanguage, useTranslation } from '@shop/i18n';
import { useSettings } from '@shop/session';
import { controls, ErrorNotice, Spinner } from '@shop/ui';
import { ShareLink } from '@shop/ui/forms';
import { usePointsText } from '../../components/format-points';
import { useAccountRequest } from '../../components/session-lost';
import { NS } from '../../i18n/loyalty';
import { fetchLoyaltyLink } from './api';
import styles from './loyalty.module.css';

/** The customer's invitation link (GET /loyalty/link), in the request's language, to copy or share. */
export function ReferralLink({ reward }: { reward: number }) {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  const settings = useSettings(language);
  const pointsText = usePointsText();
  const id = useId();
  const { state, retry } = useAccountRequest(`link:${language}`, fetchLoyaltyLink);
  const shop = settings?.name ?? '';

  let body;
  if (state.status === 'loading') body = <Spinner />;
  else if (state.status === 'error' || state.data.status !== 200) {
    body = <ErrorNotice message={t('loadError')} onRetry={retry} />;
  } else {
    body = (
      <ShareLink
        link={state.data.link}
        share={{ title: t('loyalty.link.shareTitle', { shop }), text: t('loyalty.link.shareText', { shop }) }}
        texts={{
          label: t('loyalty.link.label'),
          copy: t('loyalty.link.copy'),
          share: t('loyalty.link.share'),
          copied: t('loyalty.link.copied'),
          copyFailed: t('loyalty.link.copyFailed'),
        }}
      />
    );
  }

  return (
    <section className={controls.panel} aria-labelledby={id}>
      <h2 id={id} className={controls.subtitle}>
        {t('loyalty.link.title')}
      </h2>
      <p className={styles.text}>{t('loyalty.link.text', { points: pointsText(reward) })}</p>
      {body}
    </section>
  );
}
