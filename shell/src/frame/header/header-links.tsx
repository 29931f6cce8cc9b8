import { useId } from 'react';
import type { Settings } from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { useIsDesktop } from '@shop/ui';
import { NS } from '../../i18n/texts';
import { Caret } from '../caret';
import { SiteLink } from '../site-link';
import { useHoverDropdown } from '../use-hover-dropdown';
import styles from './header.module.css';

type HeaderLinkGroup = Settings['header']['links'][number];

const dropdownId = (index: number) => `link:${index}`;

/**
 * Spec §2: the configured header links. A group with more than one item is a dropdown, a group
 * with exactly one item a plain link (an empty group shows nothing).
 */
export function HeaderLinks({ links }: { links: readonly HeaderLinkGroup[] }) {
  const { t } = useTranslation(NS);
  const shown = links.filter((group) => group.items.length > 0);
  if (shown.length === 0) return null;
  return (
    <nav aria-label={t('header.links')} className={styles.links}>
      <ul className={styles.linkList}>
        {links.map((group, index) => {
          if (group.items.length === 0) return null;
          const key = `${index}-${group.title}`;
          if (group.items.length === 1) {
            return (
              <li key={key} className={styles.linkItem}>
                <SiteLink href={group.items[0]!.href} className={styles.headerLink}>
                  {group.title}
                </SiteLink>
              </li>
            );
          }
          return <Dropdown key={key} id={dropdownId(index)} group={group} />;
        })}
      </ul>
    </nav>
  );
}

function Dropdown({ id, group }: { id: string; group: HeaderLinkGroup }) {
  // Hover opens a list on the desktop layout only; on a tablet the links toggle by tap.
  const { open, itemProps, buttonProps, close } = useHoverDropdown(id, { hover: useIsDesktop() });
  const panelId = useId();
  return (
    <li {...itemProps} className={`${styles.linkItem} ${styles.dropdown}`}>
      <button
        {...buttonProps}
        type="button"
        className={open ? `${styles.headerLink} ${styles.dropdownOpen}` : styles.headerLink}
        aria-controls={panelId}
      >
        {group.title}
        <Caret open={open} />
      </button>
      {/* Following one of the links closes the list. */}
      <ul id={panelId} className={styles.dropdownPanel} hidden={!open} onClick={(event) => {
        if (event.target instanceof Element && event.target.closest('a')) close();
      }}>
        {group.items.map((link) => (
          <li key={`${link.href}-${link.title}`}>
            <SiteLink href={link.href} className={styles.dropdownLink}>
              {link.title}
            </SiteLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
