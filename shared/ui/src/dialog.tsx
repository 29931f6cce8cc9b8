import { useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '@shop/i18n';
import { CloseButton } from './close-button';
import { useFocusTrap } from './use-focus-trap';
import { useScrollLock } from './use-scroll-lock';
import styles from './dialog.module.css';

export interface DialogProps {
  open: boolean;
  /** Escape, the close button and a click on the backdrop call it; the owner sets open to false. */
  onClose: () => void;
  /** A visible heading that names the dialog. */
  title?: ReactNode;
  /** Or the id of an element inside that names it. */
  labelledBy?: string;
  /** Or an invisible name (when the content brings its own heading, e.g. a remote's popup). */
  label?: string;
  children: ReactNode;
  /** Extra class of the panel. */
  className?: string;
  /**
   * From 768 px, where the panel is a card: 'center' (default) centres it; 'top' keeps its top edge
   * where it opened, so content that arrives late or changes height (a remote's popup, a form's next
   * step) makes it grow downward instead of jumping.
   */
  anchor?: 'center' | 'top';
}

/**
 * A modal dialog in a portal on <body>: role="dialog" with aria-modal, focus moved in and trapped,
 * Escape / close button / backdrop click close it, focus goes back to the opener, page scroll locked.
 */
export function Dialog(props: DialogProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<OpenDialog {...props} />, document.body);
}

function OpenDialog({ onClose, title, labelledBy, label, children, className, anchor = 'center' }: DialogProps) {
  const { t } = useTranslation('ui');
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  // Taken while rendering, before an autoFocus inside the content moves focus on commit.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  useScrollLock(true);
  useFocusTrap(panel, true, { onEscape: onClose, returnFocusTo: opener });

  // Only a press that starts and ends on the backdrop closes (not a text selection dragged out).
  const pressedOnBackdrop = useRef(false);
  const onBackdropDown = (event: MouseEvent) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent) => {
    if (pressedOnBackdrop.current && event.target === event.currentTarget) onClose();
    pressedOnBackdrop.current = false;
  };

  const labelledById = title !== undefined ? titleId : labelledBy;
  return (
    <div className={anchor === 'top' ? `${styles.backdrop} ${styles.anchorTop}` : styles.backdrop} onMouseDown={onBackdropDown} onClick={onBackdropClick}>
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledById}
        aria-label={labelledById ? undefined : label}
        tabIndex={-1}
        className={className ? `${styles.panel} ${className}` : styles.panel}
      >
        {title !== undefined && (
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
        )}
        {children}
        <CloseButton label={t('close')} onClick={onClose} className={styles.close} />
      </div>
    </div>
  );
}
