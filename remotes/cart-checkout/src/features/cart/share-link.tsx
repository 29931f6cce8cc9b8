import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@shop/i18n';
import { usePathTo } from '@shop/i18n/links';
import { controls } from '@shop/ui';
import { NS } from '../../i18n/cart';
import { fetchShareToken } from './api';
import styles from './cart.module.css';

type Share = { kind: 'idle' | 'working' | 'copied' | 'failed' } | { kind: 'manual'; url: string };

/**
 * Spec §2 share link: the cart's link goes to the clipboard and "Link copied" is announced. Where
 * the clipboard is refused (no permission, an old browser) the link is shown selected instead.
 */
export function ShareLink() {
  const { t } = useTranslation(NS);
  const pathTo = usePathTo();
  const [share, setShare] = useState<Share>({ kind: 'idle' });
  const linkField = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (share.kind !== 'manual') return;
    linkField.current?.focus();
    linkField.current?.select();
  }, [share]);

  const shareCart = async () => {
    setShare({ kind: 'working' });
    let url;
    try {
      const reply = await fetchShareToken();
      if (reply.status !== 200) throw new Error(reply.error);
      url = `${window.location.origin}${pathTo('shared-cart', { token: reply.token })}`;
    } catch {
      setShare({ kind: 'failed' });
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setShare({ kind: 'copied' });
    } catch {
      setShare({ kind: 'manual', url });
    }
  };

  return (
    <div className={styles.share}>
      <button type="button" className={controls.secondary} disabled={share.kind === 'working'} aria-busy={share.kind === 'working'} onClick={() => void shareCart()}>
        {t('cart.share')}
      </button>
      <p role="status" className={`${controls.success} ${styles.shareStatus}`}>
        {share.kind === 'copied' && t('cart.linkCopied')}
        {share.kind === 'failed' && t('cart.shareFailed')}
      </p>
      {share.kind === 'manual' && (
        <label className={styles.shareField}>
          {t('cart.copyLink')}
          <input ref={linkField} type="text" readOnly value={share.url} onFocus={(event) => event.target.select()} />
        </label>
      )}
    </div>
  );
}
