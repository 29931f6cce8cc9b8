import { useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { controls, fieldClasses } from '@shop/ui';
import { useCopy } from './use-copy';
import styles from './share-link.module.css';

const noSubscription = () => () => undefined;
/** Whether the device has a share sheet (Web Share API); never on a server render. */
const useCanShare = () => useSyncExternalStore(noSubscription, () => typeof navigator.share === 'function', () => false);

export interface ShareLinkProps {
  link: string;
  /** What the device's share sheet gets besides the link. */
  share: { title: string; text?: string };
  /** In the owner's words (each remote translates its own). */
  texts: { label: string; copy: string; share: string; copied: string; copyFailed: string };
}

/**
 * A link to pass on (a gift card's, an invitation): read in a field, copied ("Link copied") or
 * handed to the device's share sheet where there is one. Where the clipboard is refused the link is
 * selected for copying by hand, and the page says so.
 */
export function ShareLink({ link, share, texts }: ShareLinkProps) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const { outcome, copy } = useCopy<'link'>();
  const canShare = useCanShare();

  useEffect(() => {
    if (outcome?.copied !== false) return;
    field.current?.focus();
    field.current?.select();
  }, [outcome]);
  // A closed share sheet rejects: nothing to tell.
  const openShareSheet = () => void navigator.share({ ...share, url: link }).catch(() => undefined);

  return (
    <>
      <label htmlFor={id} className={fieldClasses.label}>
        {texts.label}
      </label>
      <input ref={field} id={id} className={`${fieldClasses.input} ${styles.link}`} type="text" readOnly value={link} onFocus={(event) => event.target.select()} />
      <div className={controls.actions}>
        <button type="button" className={controls.secondary} onClick={() => copy('link', link)}>
          {texts.copy}
        </button>
        {canShare && (
          <button type="button" className={controls.secondary} onClick={openShareSheet}>
            {texts.share}
          </button>
        )}
      </div>
      <p role="status" className={controls.success}>
        {outcome?.copied === true && texts.copied}
      </p>
      {outcome?.copied === false && (
        <p role="alert" className={controls.error}>
          {texts.copyFailed}
        </p>
      )}
    </>
  );
}
