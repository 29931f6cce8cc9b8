import { useState, type FormEvent } from 'react';
import type { AdminOrder, AdminOrderReply, AdminOrderStatusRequest, OrderStep } from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { controls } from '@shop/ui';
import { useSubmit } from '@shop/ui/forms';
import { adminPost, NO_ANSWER_ERROR, type AdminRefusal } from '../../api/admin-api';
import { useProblemText } from '../../frame/admin-problem';
import { Field } from '../../frame/field';
import { NS } from '../../i18n/register';
import styles from './order.module.css';

/** Steps that give things back (stock, points, gift card amounts): asked to confirm, naming that. */
const GIVES_BACK: ReadonlySet<OrderStep> = new Set(['cancelled', 'refunded']);
const LINK = /^https?:\/\/\S+$/;

/** Where a refusal shows: under the field it names, or over the form. */
type Problem = { field: 'tracking_number' | 'tracking_link' | 'form'; refusal: Pick<AdminRefusal, 'error' | 'status' | 'message'> & { details?: AdminRefusal['details'] } };

function problemOf(refusal: AdminRefusal): Problem {
  if (refusal.error === 'tracking_required') return { field: 'tracking_number', refusal };
  if (refusal.error === 'validation' && /tracking_link/.test(refusal.message ?? '')) return { field: 'tracking_link', refusal };
  return { field: 'form', refusal };
}

interface StepFormProps {
  order: AdminOrder;
  step: OrderStep;
  onDone: (order: AdminOrder) => void;
  onBack: () => void;
  /** Reads the order again (after someone else's change was found). */
  onReload: () => void;
}

/**
 * The form of one step: a shipment's tracking, a reason for the log, and the consequence of a
 * step that gives things back. It sends the order's version as read: when someone moved the
 * order since, the refusal names who and when, with a way to read it again.
 */
function StepForm({ order, step, onDone, onBack, onReload }: StepFormProps) {
  const { t } = useTranslation(NS);
  const problemText = useProblemText();
  const { busy, error, submit, setError } = useSubmit(async (request: AdminOrderStatusRequest) => {
    const answer = await adminPost<Omit<AdminOrderReply, 'status'>>(`orders/${order.id}/status`, request);
    if (!answer.ok) return problemOf(answer);
    onDone(answer.order);
  }, (): Problem => ({ field: 'form', refusal: NO_ANSWER_ERROR }));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const request: AdminOrderStatusRequest = { status: step, version: order.version };
    if (step === 'shipped') {
      const number = text('tracking_number');
      const link = text('tracking_link');
      if (!number) return setError({ field: 'tracking_number', refusal: { error: 'tracking_required', status: 400 } });
      if (link && !LINK.test(link)) return setError({ field: 'tracking_link', refusal: { error: 'tracking_link', status: 400, message: t('order.trackingLinkInvalid') } });
      request.tracking_number = number;
      if (link) request.tracking_link = link;
    }
    if (text('reason')) request.reason = text('reason');
    void submit(request);
  };
  const under = (field: Problem['field']) => (error?.field === field ? problemText(error.refusal) : null);
  return (
    <form className={styles.stepForm} onSubmit={onSubmit} noValidate aria-label={t(`order.step.${step}`)}>
      {GIVES_BACK.has(step) && <p className={controls.notice}>{t(`order.confirm.${step}`, { id: order.id })}</p>}
      {step === 'shipped' && (
        <>
          <Field name="tracking_number" label={t('order.trackingNumber')} maxLength={64} required error={under('tracking_number')} />
          <Field name="tracking_link" label={t('order.trackingLink')} type="url" maxLength={500} placeholder="https://" error={under('tracking_link')} />
        </>
      )}
      <Field name="reason" label={t('order.reason')} maxLength={500} />
      {error?.field === 'form' && (
        <div role="alert" className={controls.actions}>
          <p className={controls.error}>{problemText(error.refusal)}</p>
          {error.refusal.error === 'conflict' && <button type="button" className={controls.secondary} onClick={onReload}>{t('errors.reload')}</button>}
        </div>
      )}
      <div className={controls.actions}>
        <button type="submit" className={controls.primary} disabled={busy}>{t(`order.step.${step}`)}</button>
        <button type="button" className={controls.linkButton} onClick={onBack}>{t('order.backToMoves')}</button>
      </div>
    </form>
  );
}

/** The steps the order may take now (the API's `moves`): each opens its form; what happened is said once done. */
export function OrderMoves({ order, onMoved, onReload }: { order: AdminOrder; onMoved: (order: AdminOrder) => void; onReload: () => void }) {
  const { t } = useTranslation(NS);
  const [step, setStep] = useState<OrderStep | null>(null);
  const [done, setDone] = useState<string | null>(null);
  return (
    <section className={`${controls.panel} ${styles.noPrint}`} aria-labelledby="order-moves">
      <h2 id="order-moves" className={controls.subtitle}>{t('order.moves')}</h2>
      <p role="status" className={controls.success}>{done}</p>
      {step ? (
        <StepForm
          order={order}
          step={step}
          onBack={() => setStep(null)}
          onReload={onReload}
          onDone={(moved) => {
            setStep(null);
            setDone(t('order.done', { status: t(`statuses.${moved.status}`) }));
            onMoved(moved);
          }}
        />
      ) : order.moves.length === 0 ? (
        <p>{t('order.noMoves')}</p>
      ) : (
        <div className={controls.actions}>
          {order.moves.map((move) => (
            <button key={move} type="button" className={GIVES_BACK.has(move) ? controls.secondary : controls.primary} onClick={() => { setDone(null); setStep(move); }}>
              {t(`order.step.${move}`)}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
