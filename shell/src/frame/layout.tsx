import type { ReactNode } from 'react';
import { useLanguage } from '@shop/i18n';
import { useSettings } from '../boot/settings';
import { PopupContainer } from '../popups/popup-container';
import { Footer } from './footer/footer';
import { Header } from './header/header';
import { useLanguageFromUrl } from './language-sync';
import { BonusNotification } from './widgets/bonus-notification';
import { ContactButtons } from './widgets/contact-buttons';
import styles from './frame.module.css';

/** The frame around every page: it never depends on a remote, so it stays when one fails. */
export function Layout({ children }: { children: ReactNode }) {
  useLanguageFromUrl();
  const { language } = useLanguage();
  const settings = useSettings(language);
  return (
    <div className={styles.page}>
      <Header settings={settings} />
      <main id="main" className={styles.main}>{children}</main>
      <Footer settings={settings} />
      {settings?.content.contactButtons.status && <ContactButtons buttons={settings.content.contactButtons.buttons} />}
      {settings?.content.modal_status && <BonusNotification />}
      <PopupContainer />
    </div>
  );
}
