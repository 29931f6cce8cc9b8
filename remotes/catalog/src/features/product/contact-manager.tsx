import { useTranslation, useLanguage } from '@shop/i18n';
import { useSettings } from '@shop/session';
import { NS } from '../../i18n/product';
import styles from './product.module.css';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** "Questions about this product?": the shop's contacts from the settings (spec §2 Product). */
export function ContactManager() {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  const settings = useSettings(language);
  if (!settings) return null;
  const phone = settings.contacts.telephone || settings.telephone;
  const email = settings.contacts.email || settings.email;
  if (!phone && !email) return null;
  return (
    <div className={styles.contact}>
      <p className={styles.contactTitle}>{t('contactManager')}</p>
      <ul className={styles.contactList}>
        {phone && (
          <li>
            <a href={telHref(phone)}>{phone}</a>
          </li>
        )}
        {email && (
          <li>
            <a href={`mailto:${email}`}>{email}</a>
          </li>
        )}
      </ul>
      {settings.open && <p className={styles.contactHours}>{settings.open}</p>}
    </div>
  );
}
