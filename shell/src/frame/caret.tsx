import styles from './caret.module.css';

/** The chevron of the header's dropdown buttons (links, category menu, languages). */
export function Caret({ open }: { open: boolean }) {
  return <span aria-hidden="true" className={open ? `${styles.caret} ${styles.open}` : styles.caret} />;
}
