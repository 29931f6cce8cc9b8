import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { useLanguage, useTranslation } from '@shop/i18n';
import { NS } from '../i18n/texts';
import { useSettings } from '@shop/session';
import { PopupContainer } from '../popups/popup-container';
import { Footer } from './footer/footer';
import { Header } from './header/header';
import { useLanguageFromUrl } from './language-sync';
import { useAfterLoad } from './use-after-load';
import { CurrencyNotice } from './widgets/currency-notice';
import styles from './frame.module.css';

// The floating widgets wait for the page: they show only once it has hydrated anyway, and their
// code, icons and texts stay out of its first load.
const ContactButtons = lazy(() => import(/* webpackChunkName: "contact-buttons" */ './widgets/contact-buttons').then((m) => ({ default: m.ContactButtons })));
const BonusNotification = lazy(() => import(/* webpackChunkName: "bonus-notification" */ './widgets/bonus-notification').then((m) => ({ default: m.BonusNotification })));

/** The frame around every page: it never depends on a remote, so it stays when one fails. */
export function Layout({ children }: { children: ReactNode }) {
  useLanguageFromUrl();
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  const settings = useSettings(language);
  const main = useRef<HTMLElement>(null);
  const widgetsDue = useAfterLoad('idle');
  return (
    <div className={styles.page}>
      {/* The first Tab stop: past the header's dozens of controls. Focus moves by script, because
          the URL hash names popups. */}
      <a
        href="#main"
        className={styles.skipLink}
        onClick={(event) => {
          event.preventDefault();
          main.current?.focus();
        }}
      >
        {t('skipToContent')}
      </a>
      <Header settings={settings} />
      <main ref={main} id="main" tabIndex={-1} className={styles.main}>{children}</main>
      <Footer settings={settings} />
      {settings?.content.contactButtons.status && widgetsDue && (
        <Suspense fallback={null}>
          <ContactButtons buttons={settings.content.contactButtons.buttons} />
        </Suspense>
      )}
      {settings?.content.modal_status && (
        <Suspense fallback={null}>
          <BonusNotification />
        </Suspense>
      )}
      <CurrencyNotice />
      <PopupContainer />
    </div>
  );
}
