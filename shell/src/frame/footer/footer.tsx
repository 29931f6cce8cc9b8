import { lazy, Suspense } from 'react';
import type { Settings } from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { NS } from '../../i18n/texts';
import { SiteLink } from '../site-link';
import { useAfterLoad } from '../use-after-load';
import './texts';
import styles from './footer.module.css';

// Its own chunk, fetched once the page has loaded and the browser is idle (spec §2: the newsletter
// block loads after page load), so it never competes with what the visitor came for.
const SubscribeForm = lazy(() => import(/* webpackChunkName: "footer-subscribe" */ './subscribe-form'));

function SubscribeSlot() {
  const ready = useAfterLoad('idle');
  // The slot keeps the block's height from the start, so nothing below moves when it arrives.
  return <div className={styles.subscribeSlot}>{ready && <Suspense fallback={null}><SubscribeForm /></Suspense>}</div>;
}

/** The settings' footer columns, the newsletter block and the copyright. */
export function Footer({ settings }: { settings: Settings | undefined }) {
  const { t } = useTranslation(NS);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {settings && (
          <nav aria-label={t('footer.nav')} className={styles.columns}>
            {settings.footer.columns.map((column) => (
              <section key={column.title} className={styles.column}>
                <h2 className={styles.columnTitle}>{column.title}</h2>
                <ul className={styles.columnLinks}>
                  {column.links.map((link) => (
                    <li key={link.href}>
                      <SiteLink href={link.href} className={styles.link}>
                        {link.title}
                      </SiteLink>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </nav>
        )}
        <SubscribeSlot />
      </div>
      {settings?.footer.copyright && <p className={styles.copyright}>{settings.footer.copyright}</p>}
    </footer>
  );
}
