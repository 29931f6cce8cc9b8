import { useRef, type ReactNode } from 'react';
import { ROUTE_PATHS } from '@shop/contracts';
import { useLanguage, useTranslation } from '@shop/i18n';
import { NS } from '../i18n/texts';
import { useSettings } from '@shop/session';
import { PopupContainer } from '../popups/popup-container';
import { Footer } from './footer/footer';
import { Header } from './header/header';
import { useLanguageFromUrl } from './language-sync';
import { lazyPart } from './lazy-part';
import { ContactButtons } from './widgets/contact-buttons';
import { CurrencyNotice } from './widgets/currency-notice';
import styles from './frame.module.css';

// The bonus popup loads only when the settings turn it on: its code and texts stay out of every page's first load.
// An extra: a popup that did not load is left out (and logged), with nothing in its place.
const BonusNotification = lazyPart('bonus popup', () => import(/* webpackChunkName: "bonus-notification" */ './widgets/bonus-notification').then((m) => m.BonusNotification));

/** The first segment of the back office's paths (the route table's 'admin/*'). */
const STAFF_SEGMENT = ROUTE_PATHS.admin.split('/')[0];

/**
 * The frame around every page: it never depends on a remote, so it stays when one fails. The back
 * office (/admin) draws a frame of its own: around it the shell keeps only its popups, the login first.
 */
export function Layout({ children }: { children: ReactNode }) {
  const path = useLanguageFromUrl();
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  const settings = useSettings(language);
  const main = useRef<HTMLElement>(null);
  if (path.split('/')[1] === STAFF_SEGMENT) {
    return (
      <>
        {children}
        <PopupContainer />
      </>
    );
  }
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
      {settings?.content.contactButtons.status && <ContactButtons buttons={settings.content.contactButtons.buttons} />}
      {settings?.content.modal_status && (
        <BonusNotification />
      )}
      <CurrencyNotice />
      <PopupContainer />
    </div>
  );
}
