import { useId, useSyncExternalStore } from 'react';
import { useLanguage, useTranslation } from '@shop/i18n';
import { usePathTo } from '@shop/i18n/links';
import { useSettings } from '@shop/session';
import { controls } from '@shop/ui';
import { ShareLink } from '@shop/ui/forms';
import { NS } from '../../i18n/welcome';
import styles from './welcome.module.css';

const noSubscription = () => () => undefined;
/** The page's origin, read in the browser only (the page renders from its props alone on a server). */
const useOrigin = () => useSyncExternalStore(noSubscription, () => window.location.origin, () => '');

/**
 * The card's link (spec §2 "share link") in the current language, to copy or share. Whoever holds
 * it sees the PIN, and the page says so.
 */
export function ShareCardLink({ token }: { token: string }) {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  const settings = useSettings(language);
  const pathTo = usePathTo();
  const id = useId();
  const link = `${useOrigin()}${pathTo('giftcard', { token })}`;

  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id} className={controls.subtitle}>
        {t('welcome.share.title')}
      </h2>
      <p className={styles.note}>{t('welcome.share.note')}</p>
      <ShareLink
        link={link}
        share={{ title: t('welcome.share.shareTitle', { shop: settings?.name ?? '' }) }}
        texts={{
          label: t('welcome.share.label'),
          copy: t('welcome.share.copy'),
          share: t('welcome.share.share'),
          copied: t('welcome.share.copied'),
          copyFailed: t('welcome.copyFailed'),
        }}
      />
    </section>
  );
}
