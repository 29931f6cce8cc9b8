import { useEffect, useRef } from 'react';
import type { CategoryNode } from '@shop/contracts';
import { Link, useLocation } from '@shop/router';
import { useLanguage, useLocalePath, useTranslation } from '@shop/i18n';
import { ErrorNotice } from '@shop/ui';
import { NS } from '../../i18n/texts';
import { useFrameState } from '../frame-state';
import { Caret } from '../caret';
import { useHoverDropdown } from '../use-hover-dropdown';
import { useMenuTree } from './use-menu-tree';
import styles from './desktop-menu.module.css';

const dropdownId = (node: CategoryNode) => `menu:${node.id}`;

/**
 * The desktop menu (spec §2, §4): top categories in a bar; a submenu opens on hover (closing 50 ms
 * after the pointer leaves), toggles on click, Enter or Space, and closes on Escape (focus back on
 * its button). One dropdown is open at once across the header (useHoverDropdown, frame-state).
 */
export function DesktopMenu() {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  const { tree, retry } = useMenuTree(language);
  const setOpenDropdown = useFrameState((s) => s.setOpenDropdown);

  // A new page closes the submenu it was picked from.
  const { pathname } = useLocation();
  const lastPath = useRef(pathname);
  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    if (useFrameState.getState().openDropdown?.startsWith('menu:')) setOpenDropdown(null);
  }, [pathname, setOpenDropdown]);

  if (tree.state === 'loading') return null;
  if (tree.state === 'failed') return <ErrorNotice message={t('menu.failed')} onRetry={retry} />;
  return (
    <nav aria-label={t('menu.catalog')} className={styles.bar}>
      <ul className={styles.items}>
        {tree.categories.map((node) => (
          <TopItem key={node.id} node={node} />
        ))}
      </ul>
    </nav>
  );
}

function TopItem({ node }: { node: CategoryNode }) {
  const { t } = useTranslation(NS);
  const localePath = useLocalePath();
  const { open, itemProps, buttonProps } = useHoverDropdown(dropdownId(node));
  const panelId = `menu-panel-${node.id}`;
  const href = (category: CategoryNode) => localePath(`/${category.url_path}`);

  if (node.children_data.length === 0) {
    return (
      <li className={styles.item}>
        <Link to={href(node)} className={styles.top}>
          {node.name}
        </Link>
      </li>
    );
  }

  return (
    <li className={styles.item} {...itemProps}>
      <button type="button" className={open ? `${styles.top} ${styles.open}` : styles.top} aria-controls={panelId} {...buttonProps}>
        {node.name}
        <Caret open={open} />
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <Link to={href(node)} className={styles.all}>
          {t('menu.all', { name: node.name })}
        </Link>
        <ul className={styles.columns}>
          {node.children_data.map((child) => (
            <li key={child.id} className={styles.column}>
              <Link to={href(child)} className={styles.columnTitle}>
                {child.name}
              </Link>
              {child.children_data.length > 0 && (
                <ul className={styles.links}>
                  {child.children_data.map((leaf) => (
                    <li key={leaf.id}>
                      <Link to={href(leaf)} className={styles.link}>
                        {leaf.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
