import { lazy, Suspense, useState } from 'react';
import { useTranslation, useLanguage } from '@shop/i18n';
import { useSettings } from '@shop/session';
import { controls, Dialog, LoadingState } from '@shop/ui';
import { NS } from '../../i18n/product';
import styles from './product.module.css';

// The contact popup's form and texts are a chunk of their own, fetched when the shopper points at
// or focuses the button (as the one-click form is).
const loadContactForm = () => import('./contact-form');
const ContactForm = lazy(() => loadContactForm().then((module) => ({ default: module.ContactForm })));
const preloadContactForm = () => void loadContactForm();

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * "Questions about this product?" (spec §2 Product, contact the manager): the shop's phone,
 * e-mail and hours from the settings, and the contact popup to ask in writing.
 */
export function ContactManager({ productId, productName }: { productId: number; productName: string }) {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  const settings = useSettings(language);
  const [asking, setAsking] = useState(false);
  const phone = settings && (settings.contacts.telephone || settings.telephone);
  const email = settings && (settings.contacts.email || settings.email);
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
        <li>
          <button type="button" className={controls.linkButton} onClick={() => setAsking(true)} onPointerEnter={preloadContactForm} onFocus={preloadContactForm}>
            {t('askManager')}
          </button>
        </li>
      </ul>
      {settings?.open && <p className={styles.contactHours}>{settings.open}</p>}
      <Dialog open={asking} onClose={() => setAsking(false)} title={t('askManagerTitle')}>
        {asking && (
          <>
            <p className={styles.formProduct}>{productName}</p>
            <Suspense fallback={<LoadingState />}>
              <ContactForm productId={productId} />
            </Suspense>
          </>
        )}
      </Dialog>
    </div>
  );
}
