import { useTranslation } from '@shop/i18n';
import { NS } from '../../i18n/texts';
import styles from './header.module.css';

export interface ContactStripProps {
  telephone: string;
  email: string;
  open: string;
}

/** A phone number as a tel: address: digits and a leading plus only ('+7 812 407-15-15' → '+78124071515'). */
export function telHref(telephone: string): string {
  const digits = telephone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('+') ? `+${digits.slice(1).replace(/\+/g, '')}` : digits.replace(/\+/g, '')}`;
}

/** Spec §2: the phone as a tel: link, else the e-mail as a mailto: link, plus the opening hours. */
export function ContactStrip({ telephone, email, open }: ContactStripProps) {
  const { t } = useTranslation(NS);
  const phone = telephone.trim();
  const mail = email.trim();
  const hours = open.trim();
  if (!phone && !mail && !hours) return null;
  return (
    <div role="group" aria-label={t('header.contacts')} className={styles.contacts}>
      {phone ? (
        <a href={telHref(phone)} className={styles.contactLink}>
          {phone}
        </a>
      ) : (
        mail && (
          <a href={`mailto:${mail}`} className={styles.contactLink}>
            {mail}
          </a>
        )
      )}
      {hours && <span className={styles.hours}>{hours}</span>}
    </div>
  );
}
