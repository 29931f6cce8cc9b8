import { useState, type FormEvent } from 'react';
import type { PointsReply } from '@shop/contracts';
import { useLanguage, useTranslation } from '@shop/i18n';
import { Link } from '@shop/router';
import { controls } from '@shop/ui';
import { useSubmit } from '@shop/ui/forms';
import { adminPost, NO_ANSWER_ERROR, type AdminRefusal } from '../../api/admin-api';
import { useAdminData } from '../../api/use-admin-data';
import { useAdminPath } from '../../frame/admin-paths';
import { AdminLoaded, useProblemText } from '../../frame/admin-problem';
import { Field } from '../../frame/field';
import { formatDateTime } from '../../frame/format';
import table from '../../frame/table.module.css';
import { NS } from '../../i18n/register';
import styles from './customers.module.css';

type Points = Omit<PointsReply, 'status'>;
type FieldName = 'points' | 'reason';
type PointsProblem = { field: FieldName; key: string } | { field: 'form'; refusal: AdminRefusal };

const POINTS = /^[+-]?\d{1,8}$/;

/** Points added (+500) or taken (−200), with the reason the customer may ask about; the balance never goes below zero. */
function AdjustForm({ customerId, onAdjusted }: { customerId: number; onAdjusted: (points: Points) => void }) {
  const { t } = useTranslation(NS);
  const problemText = useProblemText();
  const [formKey, setFormKey] = useState(0);
  const { busy, error, submit, setError } = useSubmit(async (body: { points: number; reason: string }): Promise<PointsProblem | undefined> => {
    const answer = await adminPost<Points>(`customers/${customerId}/points`, body);
    if (!answer.ok) return answer.error === 'below_zero' ? { field: 'points', key: 'customers.errors.pointsBelowZero' } : { field: 'form', refusal: answer };
    onAdjusted(answer);
    setFormKey((key) => key + 1);
  }, (): PointsProblem => ({ field: 'form', refusal: NO_ANSWER_ERROR }));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const points = String(form.get('points') ?? '').trim();
    const reason = String(form.get('reason') ?? '').trim();
    if (!POINTS.test(points) || Number(points) === 0) return setError({ field: 'points', key: 'customers.errors.points' });
    if (!reason) return setError({ field: 'reason', key: 'promotions.errors.required' });
    void submit({ points: Number(points), reason });
  };
  const under = (field: FieldName) => (error && error.field === field ? t(error.key) : null);
  return (
    <form key={formKey} className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('customers.adjustPoints')}>
      <Field name="points" label={t('customers.pointsField')} inputMode="numeric" maxLength={9} error={under('points')} />
      <Field name="reason" label={t('customers.reasonRequired')} maxLength={500} error={under('reason')} />
      {error?.field === 'form' && <p role="alert" className={controls.error}>{problemText(error.refusal)}</p>}
      <div className={controls.actions}>
        <button type="submit" className={controls.secondary} disabled={busy}>{t('customers.adjustPoints')}</button>
      </div>
    </form>
  );
}

function Ledger({ points }: { points: Points }) {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  const adminPath = useAdminPath();
  if (points.ledger.length === 0) return <p>{t('customers.noPoints')}</p>;
  return (
    <div className={table.scroll}>
      <table className={table.table}>
        <thead>
          <tr>
            <th scope="col">{t('giftcards.when')}</th>
            <th scope="col">{t('giftcards.what')}</th>
            <th scope="col" className={table.number}>{t('customers.points')}</th>
            <th scope="col">{t('giftcards.orderColumn')}</th>
          </tr>
        </thead>
        <tbody>
          {points.ledger.map((entry) => (
            <tr key={entry.id}>
              <td>{formatDateTime(entry.at, language)}</td>
              <td>{t(`customers.pointActions.${entry.action}`, { defaultValue: entry.action })}</td>
              <td className={table.number}>{entry.points > 0 ? `+${entry.points}` : entry.points}</td>
              <td>{entry.order_id === null ? '—' : <Link to={adminPath(`orders/${entry.order_id}`)}>{entry.order_id}</Link>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A customer's points: the balance, the ledger (newest first), and an adjustment for those who may make one. */
export function CustomerPoints({ customerId, level, mayAdjust }: { customerId: number; level: string | null; mayAdjust: boolean }) {
  const { t } = useTranslation(NS);
  const { state, reload } = useAdminData<Points>(`customers/${customerId}/points`);
  // An adjustment's reply is the balance and ledger as they are now: shown without asking again.
  const [adjusted, setAdjusted] = useState<Points | null>(null);
  const [done, setDone] = useState('');
  return (
    <section className={controls.panel} aria-labelledby="customer-points">
      <h2 id="customer-points" className={controls.subtitle}>{t('customers.pointsTitle')}</h2>
      <p role="status" className={controls.success}>{done}</p>
      <AdminLoaded state={state} reload={reload}>
        {(loaded) => {
          const points = adjusted ?? loaded;
          return (
            <>
              <p>
                <strong>{t('customers.balance', { count: points.balance })}</strong>
                {level && ` · ${t('customers.level', { level })}`}
              </p>
              {mayAdjust && (
                <AdjustForm customerId={customerId} onAdjusted={(next) => { setAdjusted(next); setDone(t('customers.pointsAdjusted', { count: next.balance })); }} />
              )}
              <Ledger points={points} />
            </>
          );
        }}
      </AdminLoaded>
    </section>
  );
}
