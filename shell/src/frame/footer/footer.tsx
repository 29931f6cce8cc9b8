import { useRef } from 'react';
import type { Settings } from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { Link, useLocation } from '@shop/router';
import { NS } from '../../i18n/texts';
import { lazyPart, PartFailed } from '../lazy-part';
import { SiteLink } from '../site-link';
import { useAfterLoad } from '../use-after-load';
import { useNearView } from '../use-near-view';
import styles from './footer.module.css';

// Its own chunk, fetched once the page has loaded and the browser is idle (spec §2: the newsletter
// block loads after page load), so it never competes with what the visitor came for, and only when
// the footer nears the viewport: a visitor who never scrolls down pays nothing for it.
const SubscribeForm = lazyPart('newsletter form', () => import(/* webpackChunkName: "footer-subscribe" */ './subscribe-form').then((m) => m.default));

function SubscribeSlot() {
  const slot = useRef<HTMLDivElement>(null);
  const loaded = useAfterLoad('idle');
  const near = useNearView(slot);
  // The slot keeps the block's height from the start, so nothing below moves when it arrives.
  return (
    <div ref={slot} className={styles.subscribeSlot}>
      {loaded && near && <SubscribeForm failed={(retry) => <PartFailed onRetry={retry} />} />}
    </div>
  );
}

/**
 * Spec §2 gift card purchase: the popup container opens it for #giftcard (on the page the shopper
 * is on) and clears the hash on close, as the header's login icon does for #auth.
 */
function GiftcardLink() {
  const { t } = useTranslation(NS);
  const { pathname, search } = useLocation();
  return (
    <p className={styles.giftcard}>
      <Link to={{ pathname, search, hash: '#giftcard' }} className={styles.giftcardLink}>
        {t('footer.giftcard')}
      </Link>
    </p>
  );
}

/** The settings' footer columns, the gift card purchase, the newsletter block and the copyright. */
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
      <GiftcardLink />
      {settings?.footer.copyright && <p className={styles.copyright}>{settings.footer.copyright}</p>}
    </footer>
  );
}
