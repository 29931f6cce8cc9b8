import { useLocalePath, useTranslation } from '@shop/i18n';
import { NS } from '../../i18n/auth';
import styles from './auth.module.css';

/** The info pages of the seed (content-blog serves them by their path). */
const PAGES = { offer: '/public-offer', policy: '/personal-data-policy' } as const;

/**
 * Spec §2 login popup: the consent line linking to the public offer and the personal data policy.
 * The sentence is translated whole with [[offer]] and [[policy]] where the links go, so each
 * language keeps its own word order. The pages open in a new tab: the login keeps what was typed.
 */
export function Consent() {
  const { t } = useTranslation(NS);
  const localePath = useLocalePath();
  const parts = t('auth.consent').split(/\[\[(offer|policy)\]\]/);
  return (
    <p className={styles.consent}>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <a key={part} href={localePath(PAGES[part as keyof typeof PAGES])} target="_blank" rel="noopener">
            {t(`auth.${part}`)}
          </a>
        ) : (
          part
        ),
      )}
    </p>
  );
}
