import { useEffect, useId, useRef, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import type { Settings } from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { useIsDesktop } from '@shop/ui';
import { NS } from '../../i18n/texts';
import { DROPDOWN_LEAVE_DELAY_MS, useFrameState } from '../frame-state';
import { SiteLink } from '../site-link';
import './texts';
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
  const open = useFrameState((s) => s.openDropdown === id);
  const setOpenDropdown = useFrameState((s) => s.setOpenDropdown);
  const toggleDropdown = useFrameState((s) => s.toggleDropdown);
  const desktop = useIsDesktop();
  const panelId = useId();
  const item = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const leaveTimer = useRef<number | undefined>(undefined);
  // A mouse reaches the button before clicking it: the hover already opened the list, and that
  // click must not close it again at once. Later clicks toggle.
  const openedByHover = useRef(false);

  const cancelLeave = () => window.clearTimeout(leaveTimer.current);
  useEffect(() => cancelLeave, []);
  const closeIfMine = () => {
    if (useFrameState.getState().openDropdown === id) setOpenDropdown(null);
  };

  // A click or tap anywhere else closes it.
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (item.current && event.target instanceof Node && !item.current.contains(event.target)) closeIfMine();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  });

  // Hover is for a mouse on the desktop layout; a tap would open and at once toggle closed again.
  const hover = (event: PointerEvent) => desktop && event.pointerType === 'mouse';
  const onPointerEnter = (event: PointerEvent) => {
    if (!hover(event)) return;
    cancelLeave();
    if (useFrameState.getState().openDropdown === id) return;
    openedByHover.current = true;
    setOpenDropdown(id);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (!hover(event)) return;
    cancelLeave();
    leaveTimer.current = window.setTimeout(closeIfMine, DROPDOWN_LEAVE_DELAY_MS);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    event.stopPropagation();
    setOpenDropdown(null);
    button.current?.focus();
  };
  // Tabbing past the list closes it.
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) closeIfMine();
  };

  return (
    <li
      ref={item}
      className={`${styles.linkItem} ${styles.dropdown}`}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={button}
        type="button"
        className={open ? `${styles.headerLink} ${styles.dropdownOpen}` : styles.headerLink}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          cancelLeave();
          const keepOpen = openedByHover.current && open;
          openedByHover.current = false;
          if (!keepOpen) toggleDropdown(id);
        }}
      >
        {group.title}
        <span aria-hidden="true" className={styles.caret} />
      </button>
      {/* Following one of the links closes the list. */}
      <ul id={panelId} className={styles.dropdownPanel} hidden={!open} onClick={(event) => {
        if (event.target instanceof Element && event.target.closest('a')) setOpenDropdown(null);
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
