import { useLanguage, useLocalePath } from '@shop/i18n';
import { Link } from '@shop/router';
import { useSettings } from '@shop/session';
import styles from './product.module.css';

/** The settings' product notes (returns, payment…) under the buy button, each a link to its page. */
export function ProductNotes() {
  const { language } = useLanguage();
  const localePath = useLocalePath();
  // An API from before the product group (a shell still live with an older release) has none.
  const notes = useSettings(language)?.product?.notes ?? [];
  if (notes.length === 0) return null;
  return (
    <ul className={styles.notes}>
      {notes.map((note) => (
        <li key={note.href}>
          <Link to={localePath(note.href)}>{note.title}</Link>
        </li>
      ))}
    </ul>
  );
}
