import { useRequest } from '@shop/ui';
import { fetchAbBanner } from './api';
import { PromotionCard } from './promotion';
import styles from './home.module.css';

/**
 * The A/B banner: the visitor's own variant (kept by the server in a cookie), asked for after the
 * shared first data. Its box is reserved from the start, so the page does not jump when it comes;
 * if there is no test running, or the call fails, the box goes away (the home page still works).
 */
export function AbBanner({ language }: { language: string }) {
  const { state } = useRequest(`ab:${language}`, fetchAbBanner);
  if (state.status === 'error' || (state.status === 'done' && state.data === null)) return null;
  return (
    <div className={styles.abBanner}>
      {state.status === 'done' && state.data && <PromotionCard promotion={state.data} look="hero" sizes="(min-width: 1280px) 1216px, 100vw" />}
    </div>
  );
}
