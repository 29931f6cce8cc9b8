import { useState } from 'react';
import type { ApiReply } from '@shop/api-client';
import type { LoyaltyHistoryEntry, LoyaltyHistoryReply } from '@shop/contracts';
import { formatDate, useLanguage, useTranslation } from '@shop/i18n';
import { usePathTo } from '@shop/i18n/links';
import { Link } from '@shop/router';
import { controls, ErrorNotice, LoadingState } from '@shop/ui';
import { formatNumber } from '../../components/format-points';
import { useAccountRequest } from '../../components/session-lost';
import { NS } from '../../i18n/loyalty';
import styles from './loyalty.module.css';

export interface HistoryTableProps {
  /** loyalty: every programme action (membership); rewards: the points entries (cashback). */
  source: 'loyalty' | 'rewards';
  load(page: number): Promise<ApiReply<LoyaltyHistoryReply>>;
}

/** A signed points figure: "+120", "−50"; nothing for an action without points (a visit, joining). */
const signed = (points: number) => (points > 0 ? `+${formatNumber(points)}` : points < 0 ? `−${formatNumber(-points)}` : '');

/**
 * Spec §2 Loyalty history (date and action), newest first: the first page, and "Show more" for the
 * next until all are shown. An entry about an order links to it.
 */
export function HistoryTable({ source, load }: HistoryTableProps) {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  const pathTo = usePathTo();
  const { state, retry } = useAccountRequest(`history:${source}`, () => load(1));
  const [more, setMore] = useState<{ entries: LoyaltyHistoryEntry[]; page: number; status: 'idle' | 'busy' | 'failed' }>({ entries: [], page: 1, status: 'idle' });
  const title = t(source === 'loyalty' ? 'loyalty.history.title' : 'loyalty.history.rewards');

  if (state.status === 'loading') return <LoadingState />;
  if (state.status === 'error' || state.data.status !== 200) return <ErrorNotice message={t('loadError')} onRetry={retry} />;
  const { history, total } = state.data;
  const entries = [...history, ...more.entries];

  const loadMore = async () => {
    const page = more.page + 1;
    setMore({ ...more, status: 'busy' });
    try {
      const reply = await load(page);
      if (reply.status !== 200) throw new Error(reply.error);
      setMore({ entries: [...more.entries, ...reply.history], page, status: 'idle' });
    } catch {
      setMore({ ...more, status: 'failed' });
    }
  };

  if (total === 0) {
    return (
      <section className={controls.panel} aria-label={title}>
        <h2 className={controls.subtitle}>{title}</h2>
        <p className={styles.text}>{t('loyalty.history.empty')}</p>
      </section>
    );
  }
  return (
    <div className={styles.history}>
      <table className={styles.table}>
        <caption className={styles.caption}>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t('loyalty.history.date')}</th>
            <th scope="col">{t('loyalty.history.action')}</th>
            <th scope="col" className={styles.number}>
              {t('loyalty.history.points')}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className={styles.date}>{formatDate(entry.created_at, language)}</td>
              <td>
                {t(`loyalty.actions.${entry.action}`)}
                {entry.order_id !== null && (
                  <>
                    {', '}
                    <Link to={pathTo('account-order', { orderId: entry.order_id })}>{t('loyalty.history.order', { id: entry.order_id })}</Link>
                  </>
                )}
              </td>
              <td className={entry.points < 0 ? `${styles.number} ${styles.minus}` : styles.number}>{signed(entry.points)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {entries.length < total && (
        <button type="button" className={controls.secondary} disabled={more.status === 'busy'} aria-busy={more.status === 'busy'} onClick={() => void loadMore()}>
          {t('loyalty.history.more')}
        </button>
      )}
      {more.status === 'failed' && (
        <p role="alert" className={controls.error}>
          {t('loyalty.history.moreFailed')}
        </p>
      )}
    </div>
  );
}
