import { useId, type ReactNode } from 'react';
import { Link } from '@shop/router';
import { Caret } from './caret';
import { useHoverDropdown } from './use-hover-dropdown';
import styles from './choice-menu.module.css';

/** One option: where it takes this page, and whether it is the current one. */
export interface Choice {
  key: string;
  label: ReactNode;
  href: string;
  active: boolean;
  /** The option's own language (a language's name is written in it). */
  lang?: string;
  hrefLang?: string;
  onChoose?: () => void;
}

export interface ChoiceMenuProps {
  /** The dropdown's name among the header's (one open at a time). */
  name: string;
  /** The navigation's accessible name ("Language", "Currency"). */
  label: string;
  /** Read before the current option on the toggle ("Language:"), for screen readers. */
  currentHint: string;
  current: ReactNode;
  currentLang?: string;
  choices: readonly Choice[];
  /** The list floats below the button (the header) instead of pushing what follows down (the menu). */
  floating: boolean;
  /** The options load their page anew (a currency: every price on it changes) rather than in the app. */
  reloadDocument?: boolean;
}

/**
 * A header choice (spec §2, §4): a button showing the current option opens the list; each option
 * is this page with that choice. It is one of the header's dropdowns (one open at a time):
 * Escape, focus or a click elsewhere, or a choice closes it.
 */
export function ChoiceMenu({ name, label, currentHint, current, currentLang, choices, floating, reloadDocument = false }: ChoiceMenuProps) {
  const listId = useId();
  // The header and the slide-in menu each have one: each its own dropdown id.
  const { open, itemProps, buttonProps, close } = useHoverDropdown<HTMLElement>(`${name}:${listId}`, { hover: false, withinMenu: !floating });

  return (
    <nav {...itemProps} aria-label={label} className={styles.switcher}>
      <button {...buttonProps} type="button" className={styles.toggle} aria-controls={listId}>
        <span className={styles.visuallyHidden}>{currentHint}</span>
        <span lang={currentLang}>{current}</span>
        <Caret open={open} />
      </button>
      <ul id={listId} className={floating ? `${styles.list} ${styles.floating}` : styles.list} hidden={!open}>
        {choices.map((choice) => (
          <li key={choice.key}>
            <Link
              to={choice.href}
              reloadDocument={reloadDocument}
              lang={choice.lang}
              hrefLang={choice.hrefLang}
              aria-current={choice.active ? 'true' : undefined}
              className={choice.active ? `${styles.link} ${styles.active}` : styles.link}
              onClick={() => {
                choice.onChoose?.();
                close();
              }}
            >
              {choice.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
