import { useRef } from 'react';
import type { Settings } from '@shop/contracts';
import { Link } from '@shop/router';
import { useLocalePath, useTranslation } from '@shop/i18n';
import { NS } from '../../i18n/texts';
import { useFrameState } from '../frame-state';
import { CurrencySwitcher } from '../currency-switcher';
import { LanguageSwitcher } from '../language-switcher';
import { MenuSlot } from '../menu/menu-slot';
import { ContactStrip } from './contact-strip';
import { HeaderIcons } from './header-icons';
import { HeaderLinks } from './header-links';
import { SearchBox } from './search/search-box';
import { Tagline } from './tagline';
import styles from './header.module.css';

/**
 * The site header (spec §2 Header, §4): the promotional strip, the contact strip with the
 * configured links and the language toggle, then the bar with the menu, the logo, the search and
 * the shopping icons. Mobile keeps the bar compact (the contacts and links live in the slide-in
 * menu there). The header rises above the overlays while the menu or the search is open.
 */
export function Header({ settings }: { settings: Settings | undefined }) {
  const { t } = useTranslation(NS);
  const localePath = useLocalePath();
  const raised = useFrameState((s) => s.menuOpen || s.searchActive);
  const name = settings?.name ?? '';
  const header = useRef<HTMLElement>(null);
  return (
    // tabIndex -1: closing the promo strip focuses the header itself, so the next Tab goes on to
    // the header's first control rather than starting over from the top of the page.
    <header ref={header} tabIndex={-1} className={raised ? `${styles.header} ${styles.raised}` : styles.header}>
      {settings && <Tagline tagline={settings.header.tagline} onClosed={() => header.current?.focus()} />}
      <div className={styles.top}>
        <div className={styles.topInner}>
          {settings && <ContactStrip telephone={settings.telephone} email={settings.email} open={settings.open} />}
          {settings && <HeaderLinks links={settings.header.links} />}
          <div className={styles.language}>
            <LanguageSwitcher floating />
            <CurrencySwitcher floating />
          </div>
        </div>
      </div>
      <div className={styles.bar}>
        {/* The burger leads the bar on phones and tablets; the desktop category bar is drawn below the
            logo, search and icons, so it comes after them in the Tab order too. Both places are in
            the HTML and CSS shows the one of the viewport: a server-rendered page cannot know it,
            and the other layout's menu arriving after hydration would move the page. */}
        <div className={styles.menuSlot}>
          <MenuSlot layout="compact" />
        </div>
        <Link to={localePath('/')} className={styles.logo} aria-label={name ? `${name}: ${t('home')}` : t('home')}>
          {settings?.logo && <img src={settings.logo} alt="" width="32" height="32" className={styles.logoImage} />}
          <span>{name}</span>
        </Link>
        <SearchBox popular={settings?.search.suggestions ?? []} />
        <HeaderIcons />
        <div className={styles.desktopMenuSlot}>
          <MenuSlot layout="desktop" />
        </div>
      </div>
    </header>
  );
}
