import { useId } from 'react';
import { bus } from '@shop/session';
import { controls } from '@shop/ui';

export interface LoginToUseProps {
  title: string;
  note: string;
  action: string;
  /** Why the login popup opens (the bus's auth:required). */
  reason: string;
  classes: { block?: string; title?: string; note?: string; action?: string };
}

/**
 * A cart block a guest cannot use yet (the bonus points, a gift card, spec §6): what it is and the
 * login. Drawn with the page: the customer's own blocks load in chunks of their own
 * (bonus-block.tsx, giftcard-block.tsx), so a guest's first visit to /cart carries none of them.
 */
export function LoginToUse({ title, note, action, reason, classes }: LoginToUseProps) {
  const titleId = useId();
  return (
    <section className={classes.block} aria-labelledby={titleId}>
      <h2 id={titleId} className={classes.title}>
        {title}
      </h2>
      <p className={classes.note}>{note}</p>
      <button type="button" className={classes.action ? `${controls.linkButton} ${classes.action}` : controls.linkButton} onClick={() => bus.emit('auth:required', { reason })}>
        {action}
      </button>
    </section>
  );
}
