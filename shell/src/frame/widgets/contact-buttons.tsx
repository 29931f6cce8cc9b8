import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Settings } from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { useIsMobile } from '@shop/ui';
import { useHydrated } from '../use-hydrated';
import { NS } from '../../i18n/texts';
import { ContactIcon } from './contact-icons';
import styles from './widgets.module.css';

type ContactButton = Settings['content']['contactButtons']['buttons'][number];

// Settings come from the shop's admin, but a link still may only go somewhere a link should.
const SAFE_HREF = /^(https?:|tel:|mailto:|\/(?!\/))/i;

/**
 * The floating contact buttons (spec §1): each a link with its icon, colour and title. On mobile
 * they fold behind one toggle so they do not cover the page.
 */
export function ContactButtons({ buttons }: { buttons: readonly ContactButton[] }) {
  const { t } = useTranslation(NS);
  const mobile = useIsMobile();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const links = buttons.filter((button) => SAFE_HREF.test(button.href.trim()));
  // Folded or not depends on the viewport, which a server-rendered page cannot know: the floating
  // buttons appear once the page has hydrated (over the page, so nothing moves).
  const hydrated = useHydrated();
  if (links.length === 0 || !hydrated) return null;

  const expanded = !mobile || open;
  const onKeyDown = (event: KeyboardEvent) => {
    if (mobile && open && event.key === 'Escape') {
      setOpen(false);
      toggle.current?.focus();
    }
  };

  return (
    <aside aria-label={t('widgets.contacts.label')} className={styles.contacts} onKeyDown={onKeyDown}>
      {/* First in tab order, drawn below the links it opens (column-reverse). */}
      {mobile && (
        <button
          ref={toggle}
          type="button"
          className={styles.contactToggle}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((was) => !was)}
        >
          <ContactIcon name={open ? 'close' : 'chat'} />
          <span className={styles.visuallyHidden}>{t('widgets.contacts.toggle')}</span>
        </button>
      )}
      <ul id={listId} className={styles.contactList} hidden={!expanded}>
        {links.map((button) => {
          const web = /^https?:/i.test(button.href.trim());
          return (
            <li key={`${button.icon}-${button.href}`}>
              <a
                href={button.href.trim()}
                title={button.title}
                className={styles.contactLink}
                // Through the CSSOM, not a style attribute: the CSP (style-src 'self') refuses one in server HTML.
                ref={(link) => link?.style.setProperty('background-color', button.color)}
                {...(web ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                <ContactIcon name={button.icon} />
                <span className={styles.visuallyHidden}>{button.title}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </aside>
  );
}
