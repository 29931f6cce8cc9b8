import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import type { CategoryNode } from '@shop/contracts';
import { Link, useLocation } from '@shop/router';
import { stripLanguagePrefix, useLanguage, useLocalePath, useTranslation } from '@shop/i18n';
import { usePathTo } from '@shop/i18n/links';
import { useSession } from '@shop/session';
import { CloseButton, ErrorNotice, LoadingState, useFocusTrap, useScrollLock } from '@shop/ui';
import { useSettings } from '@shop/session';
import { NS } from '../../i18n/texts';
import { useFrameState } from '../frame-state';
import { CurrencySwitcher } from '../currency-switcher';
import { LanguageSwitcher } from '../language-switcher';
import { SiteLink } from '../site-link';
import { useMenuTree } from './use-menu-tree';
import styles from './slide-in-menu.module.css';

/** Spec §9: the menu stays visible this long after closing, for the slide-out. */
export const MENU_HIDE_DELAY_MS = 350;
/** Spec §9: the open class is set this long after the panel is shown, so the slide-in transitions. */
export const MENU_FLIP_DELAY_MS = 1;

interface Props {
  id: string;
  /** The burger: focus goes back to it when the menu closes. */
  opener: RefObject<HTMLElement | null>;
}

/**
 * The mobile and tablet menu (spec §2, §4): category levels with next/back, the login entry, the
 * language toggle, the configured header links and the contact phone. Opening locks page scroll
 * (the header raises itself while menuOpen); closing unlocks at once and hides after 350 ms.
 */
export function SlideInMenu({ id, opener }: Props) {
  const { t } = useTranslation(NS);
  const open = useFrameState((s) => s.menuOpen);
  const setMenuOpen = useFrameState((s) => s.setMenuOpen);
  const close = () => setMenuOpen(false);
  const panel = useRef<HTMLDivElement>(null);
  const root = useRef<HTMLDivElement>(null);

  // hiding: closed but still sliding out; shown: the class that slides the panel in.
  const [previousOpen, setPreviousOpen] = useState(open);
  const [hiding, setHiding] = useState(false);
  const [shown, setShown] = useState(false);
  if (open !== previousOpen) {
    setPreviousOpen(open);
    setHiding(!open);
    if (!open) setShown(false);
  }
  // The menu slides in below the (raised) header, which keeps the burger as the close toggle.
  // It follows the header's height while open (the promo strip can be closed meanwhile).
  useLayoutEffect(() => {
    if (!open) return undefined;
    const header = opener.current?.closest('header');
    const place = () => {
      const top = header ? Math.max(0, Math.round(header.getBoundingClientRect().bottom)) : 0;
      root.current?.style.setProperty('--menu-top', `${top}px`);
    };
    place();
    if (!header || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(place);
    observer.observe(header);
    return () => observer.disconnect();
  }, [open, opener]);
  useEffect(() => {
    if (!open) return undefined;
    const timer = window.setTimeout(() => setShown(true), MENU_FLIP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [open]);
  useEffect(() => {
    if (!hiding) return undefined;
    const timer = window.setTimeout(() => setHiding(false), MENU_HIDE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [hiding]);

  useScrollLock(open);
  // The raised header stays usable above the menu (spec §4): focus may go to its controls, and
  // using one (the search, a dropdown) closes the menu.
  useFocusTrap(panel, open, {
    onEscape: close,
    returnFocusTo: opener,
    allowOutside: (element) => Boolean(opener.current?.closest('header')?.contains(element)),
  });
  // Fetched once this menu is first needed, kept while closed, refetched for a new language.
  const { language, languages } = useLanguage();
  const menu = useMenuTree(language);

  // Going to another page closes the menu; switching only the language keeps it open.
  const { pathname } = useLocation();
  const page = stripLanguagePrefix(pathname, languages).path;
  const lastPage = useRef(page);
  useEffect(() => {
    if (lastPage.current === page) return;
    lastPage.current = page;
    setMenuOpen(false);
  }, [page, setMenuOpen]);

  const visible = open || hiding;
  return (
    <div ref={root} id={id} className={styles.root} hidden={!visible}>
      <div className={shown ? `${styles.overlay} ${styles.shown}` : styles.overlay} onClick={close} aria-hidden="true" />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={t('menu.title')}
        tabIndex={-1}
        className={shown ? `${styles.panel} ${styles.shown}` : styles.panel}
      >
        <CloseButton label={t('menu.close')} onClick={close} className={styles.close} />
        {visible && <MenuContent menu={menu} onLeave={() => flushSync(close)} />}
      </div>
    </div>
  );
}

function MenuContent({ menu: { tree, retry }, onLeave }: { menu: ReturnType<typeof useMenuTree>; onLeave: () => void }) {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  const settings = useSettings(language);
  const localePath = useLocalePath();
  const pathTo = usePathTo();
  const location = useLocation();
  const { loggedIn } = useSession();

  return (
    <div className={styles.content}>
      {tree.state === 'ready' && <CategoryLevels categories={tree.categories} />}
      {tree.state === 'loading' && <LoadingState label={t('menu.loading')} />}
      {tree.state === 'failed' && <ErrorNotice message={t('menu.failed')} onRetry={retry} />}

      <div className={styles.section}>
        {loggedIn ? (
          <Link to={pathTo('account')} className={styles.entry}>
            {t('menu.account')}
          </Link>
        ) : (
          // Close first (focus back on the burger), so the login dialog returns focus there too.
          <Link to={{ pathname: location.pathname, search: location.search, hash: '#auth' }} className={styles.entry} onClick={onLeave}>
            {t('menu.login')}
          </Link>
        )}
        {/* The header's bonus-card icon, which phones do not show in the bar. */}
        {loggedIn ? (
          <Link to={pathTo('membership')} className={styles.entry}>
            {t('header.membership')}
          </Link>
        ) : (
          <Link to={localePath('/bonus-card')} className={styles.entry}>
            {t('header.bonusCard')}
          </Link>
        )}
      </div>

      <div className={styles.section}>
        <LanguageSwitcher />
        <CurrencySwitcher />
      </div>

      {settings && settings.header.links.length > 0 && (
        <nav aria-label={t('menu.information')} className={styles.section}>
          <ul className={styles.list}>
            {settings.header.links.flatMap((group) =>
              group.items.length === 1
                ? [
                    <li key={`${group.title}-single`}>
                      <SiteLink href={group.items[0]!.href} className={styles.entry}>
                        {group.title}
                      </SiteLink>
                    </li>,
                  ]
                : [
                    <li key={group.title}>
                      <span className={styles.groupTitle}>{group.title}</span>
                      <ul className={styles.list}>
                        {group.items.map((item) => (
                          <li key={item.href}>
                            <SiteLink href={item.href} className={styles.entry}>
                              {item.title}
                            </SiteLink>
                          </li>
                        ))}
                      </ul>
                    </li>,
                  ],
            )}
          </ul>
        </nav>
      )}

      {settings && (settings.telephone || settings.email) && (
        <div className={styles.section}>
          <p className={styles.groupTitle}>{t('menu.contacts')}</p>
          {settings.telephone ? (
            <a href={`tel:${settings.telephone.replace(/[^\d+]/g, '')}`} className={styles.entry}>
              {settings.telephone}
            </a>
          ) : (
            <a href={`mailto:${settings.email}`} className={styles.entry}>
              {settings.email}
            </a>
          )}
          {settings.open && <p className={styles.hours}>{settings.open}</p>}
        </div>
      )}
    </div>
  );
}

/**
 * Nested levels: the root lists the top categories; "next" opens a category's level, which names
 * it, links to all of it and lists its children; "back" returns. Focus follows for keyboard users.
 */
function CategoryLevels({ categories }: { categories: CategoryNode[] }) {
  const { t } = useTranslation(NS);
  const localePath = useLocalePath();
  // The opened categories from the root down, by id (the tree may be refetched in another language).
  const [trail, setTrail] = useState<number[]>([]);
  const levels: CategoryNode[] = [];
  let children = categories;
  for (const id of trail) {
    const next = children.find((node) => node.id === id);
    if (!next) break;
    levels.push(next);
    children = next.children_data;
  }
  const current = levels[levels.length - 1];

  // After next/back, focus goes to the new level's back button, or to the category we came back from.
  const focusTarget = useRef<string | null>(null);
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = focusTarget.current;
    if (!target) return;
    focusTarget.current = null;
    container.current?.querySelector<HTMLElement>(`[data-focus-key="${target}"]`)?.focus();
  }, [trail]);

  const goTo = (node: CategoryNode) => {
    focusTarget.current = 'back';
    setTrail(levels.map((l) => l.id).concat(node.id));
  };
  const goBack = () => {
    focusTarget.current = current ? `node-${current.id}` : null;
    setTrail(levels.slice(0, -1).map((l) => l.id));
  };
  const href = (node: CategoryNode) => localePath(`/${node.url_path}`);

  return (
    <div ref={container} className={styles.levels}>
      {current && (
        <div className={styles.levelHeader}>
          <button type="button" className={styles.back} onClick={goBack} data-focus-key="back">
            <span aria-hidden="true" className={styles.chevronBack} />
            {levels.length > 1 ? t('menu.backTo', { name: levels[levels.length - 2]!.name }) : t('menu.back')}
          </button>
          <h2 className={styles.levelTitle}>{current.name}</h2>
          <Link to={href(current)} className={styles.entry}>
            {t('menu.all', { name: current.name })}
          </Link>
        </div>
      )}
      <ul className={styles.list} aria-label={current ? current.name : t('menu.catalog')}>
        {children.map((node) => (
          <li key={node.id}>
            {node.children_data.length > 0 ? (
              <button type="button" className={styles.next} onClick={() => goTo(node)} data-focus-key={`node-${node.id}`}>
                {node.name}
                <span aria-hidden="true" className={styles.chevron} />
              </button>
            ) : (
              <Link to={href(node)} className={styles.entry}>
                {node.name}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
