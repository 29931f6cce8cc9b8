import type { ReactNode } from 'react';
import { useLanguage } from '@shop/i18n';
import { useSettings } from '../boot/settings';
import { Footer } from './footer';
import { Header } from './header';
import { useLanguageFromUrl } from './language-sync';
import styles from './frame.module.css';

/** The frame around every page: it never depends on a remote, so it stays when one fails. */
export function Layout({ children }: { children: ReactNode }) {
  useLanguageFromUrl();
  const { language } = useLanguage();
  const settings = useSettings(language);
  return (
    <div className={styles.page}>
      <Header settings={settings} />
      <main className={styles.main}>{children}</main>
      <Footer settings={settings} />
    </div>
  );
}
