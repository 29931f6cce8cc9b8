import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@shop/i18n';
import { useIsDesktop } from '@shop/ui';
import { whenIdle } from '@shop/ui/idle';
import { NS } from '../../i18n/texts';
import { useFrameState } from '../frame-state';
import { lazyPart, PartFailed } from '../lazy-part';
import styles from './menu.module.css';

// Each menu is its own chunk, fetched only on the layout that uses it (spec §2: menus load lazily).
const SlideInMenu = lazyPart('slide-in menu', () => import(/* webpackChunkName: "menu-slide-in" */ './slide-in-menu').then((m) => m.SlideInMenu));
const DesktopMenu = lazyPart('desktop menu', () => import(/* webpackChunkName: "menu-desktop" */ './desktop-menu').then((m) => m.DesktopMenu));


/**
 * The header's menu in one of its two places: a burger on mobile and tablet (`compact`) that loads
 * and opens the slide-in menu, the hover menu bar on desktop (loaded once the page is idle).
 * Crossing the desktop breakpoint mounts the other menu, which fetches the menu data again (spec §4).
 */
export function MenuSlot({ layout }: { layout: 'compact' | 'desktop' }) {
  // False while a server-rendered page hydrates (the server cannot know the viewport): the desktop
  // menu then mounts right after, in a place the header's CSS already keeps for it.
  const desktop = useIsDesktop();
  if (layout === 'desktop') return desktop ? <DesktopSlot /> : null;
  return desktop ? null : <BurgerSlot />;
}

function BurgerSlot() {
  const { t } = useTranslation(NS);
  const open = useFrameState((s) => s.menuOpen);
  const setMenuOpen = useFrameState((s) => s.setMenuOpen);
  const burger = useRef<HTMLButtonElement>(null);
  // The slide-in menu is fetched on the first click and stays mounted (hidden) afterwards.
  const [wanted, setWanted] = useState(open);
  const onClick = () => {
    setWanted(true);
    setMenuOpen(!open);
  };
  // Leaving this layout (to desktop) must not leave the page locked behind a menu nobody sees.
  useEffect(() => () => setMenuOpen(false), [setMenuOpen]);

  return (
    <>
      <button
        ref={burger}
        type="button"
        className={styles.burger}
        aria-expanded={open}
        aria-controls={wanted ? 'slide-in-menu' : undefined}
        aria-label={t('menu.title')}
        onClick={onClick}
      >
        <span className={styles.burgerLines} aria-hidden="true" />
      </button>
      {wanted && <SlideInMenu id="slide-in-menu" opener={burger} failed={(retry) => open && <PartFailed onRetry={retry} floating />} />}
    </>
  );
}

function DesktopSlot() {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);
  // The bar keeps its height before the menu arrives, so nothing below it moves.
  return <div className={styles.desktopSlot}>{ready && <DesktopMenu failed={(retry) => <PartFailed onRetry={retry} />} />}</div>;
}
