import styles from './close-button.module.css';

export interface CloseButtonProps {
  /** The accessible name ("Close", "Close menu"): the × itself is hidden from screen readers. */
  label: string;
  onClick: () => void;
  /** Placement only; the look is shared. */
  className?: string;
}

/** The × that closes a dialog or a panel. */
export function CloseButton({ label, onClick, className }: CloseButtonProps) {
  return (
    <button type="button" className={className ? `${styles.close} ${className}` : styles.close} onClick={onClick} aria-label={label}>
      <span aria-hidden="true">×</span>
    </button>
  );
}
