import type { Settings } from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { NS } from '../i18n/texts';
import { SiteLink } from './site-link';
import styles from './frame.module.css';

/** The settings' footer columns and copyright. */
export function Footer({ settings }: { settings: Settings | undefined }) {
  const { t } = useTranslation(NS);
  return (
    <footer className={styles.footer}>
      {settings && (
        <nav aria-label={t('footer')} className={styles.columns}>
          {settings.footer.columns.map((column) => (
            <section key={column.title} className={styles.column}>
              <h2 className={styles.columnTitle}>{column.title}</h2>
              <ul className={styles.columnLinks}>
                {column.links.map((link) => (
                  <li key={link.href}>
                    <SiteLink href={link.href} className={styles.footerLink}>
                      {link.title}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
      )}
      {settings?.footer.copyright && <p className={styles.copyright}>{settings.footer.copyright}</p>}
    </footer>
  );
}
