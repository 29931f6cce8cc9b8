import { useState, type FormEvent } from 'react';
import type { AdminGiftcard, AdminGiftcardReply, ResendReply } from '@shop/contracts';
import { formatPrice, useLanguage, useTranslation } from '@shop/i18n';
import { Link, useLocation, useParams } from '@shop/router';
import { controls, useDocumentTitle } from '@shop/ui';
import { useSubmit } from '@shop/ui/forms';
import { adminPost, NO_ANSWER_ERROR, type AdminRefusal } from '../../api/admin-api';
import { useAdminData } from '../../api/use-admin-data';
import { useAdminPath } from '../../frame/admin-paths';
import { AdminLoaded, useProblemText } from '../../frame/admin-problem';
import { ConfirmAction } from '../../frame/confirm-action';
import { Field } from '../../frame/field';
import { formatDateTime } from '../../frame/format';
import { minorOf } from '../../frame/money';
import { useMay } from '../../frame/staff-context';
import table from '../../frame/table.module.css';
import { NS } from '../../i18n/register';
import { CardOrigin } from './card-origin';
import styles from './giftcards.module.css';

type Card = Omit<AdminGiftcardReply, 'status'>;
type FieldName = 'amount' | 'reason';
type AdjustProblem = { field: FieldName; key: string } | { field: 'form'; refusal: AdminRefusal };

/** "+10", "-5.50", "25": an amount added or taken, in major units. */
const SIGNED = /^([+\-−]?)\s*(.+)$/;

/** An amount added to the balance or taken (a minus), with the reason; never below zero, never above what the card was issued for. */
function AdjustForm({ card, onAdjusted }: { card: AdminGiftcard; onAdjusted: (card: Card) => void }) {
  const { t } = useTranslation(NS);
  const problemText = useProblemText();
  const [formKey, setFormKey] = useState(0);
  const { busy, error, submit, setError } = useSubmit(async (body: { amount: number; reason: string }): Promise<AdjustProblem | undefined> => {
    const answer = await adminPost<Card>(`giftcards/${card.id}/adjust`, body);
    if (!answer.ok) {
      if (answer.error === 'below_zero' || answer.error === 'above_initial') return { field: 'amount', key: `errors.${answer.error}` };
      return { field: 'form', refusal: answer };
    }
    onAdjusted(answer);
    setFormKey((key) => key + 1);
  }, (): AdjustProblem => ({ field: 'form', refusal: NO_ANSWER_ERROR }));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const [, sign = '', number = ''] = SIGNED.exec(String(form.get('amount') ?? '').trim()) ?? [];
    const minor = minorOf(number);
    const reason = String(form.get('reason') ?? '').trim();
    if (!minor) return setError({ field: 'amount', key: 'giftcards.errors.adjustAmount' });
    if (!reason) return setError({ field: 'reason', key: 'promotions.errors.required' });
    void submit({ amount: sign === '-' || sign === '−' ? -minor : minor, reason });
  };
  const under = (field: FieldName) => (error && error.field === field ? t(error.key) : null);
  return (
    <form key={formKey} className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('giftcards.adjust')}>
      <Field name="amount" label={t('giftcards.adjustAmount', { currency: card.currency })} inputMode="decimal" maxLength={14} error={under('amount')} />
      <Field name="reason" label={t('customers.reasonRequired')} maxLength={500} error={under('reason')} />
      {error?.field === 'form' && <p role="alert" className={controls.error}>{problemText(error.refusal)}</p>}
      <div className={controls.actions}>
        <button type="submit" className={controls.secondary} disabled={busy}>{t('giftcards.adjust')}</button>
      </div>
    </form>
  );
}

function CardView({ initial, issued }: { initial: Card; issued: boolean }) {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  const adminPath = useAdminPath();
  const may = useMay();
  const [{ giftcard, ledger }, setCard] = useState(initial);
  const [done, setDone] = useState(issued ? t('giftcards.issued', { to: initial.giftcard.recipient }) : '');
  const resend = async (): Promise<AdminRefusal | undefined> => {
    const answer = await adminPost<Omit<ResendReply, 'status'>>(`giftcards/${giftcard.id}/resend`, {});
    if (!answer.ok) return answer;
    setDone(t('giftcards.resent', { to: answer.sent_to }));
    return undefined;
  };
  const voidCard = async (): Promise<AdminRefusal | undefined> => {
    // The reply is the card as it is now, with its new ledger line.
    const answer = await adminPost<Card>(`giftcards/${giftcard.id}/void`, {});
    if (!answer.ok) return answer;
    setCard(answer);
    setDone(t('giftcards.voided'));
    return undefined;
  };
  const adjusted = (card: Card) => {
    setCard(card);
    setDone(t('giftcards.adjusted', { balance: formatPrice(card.giftcard.balance, card.giftcard.currency) }));
  };
  return (
    <>
      <p role="status" className={controls.success}>{done}</p>
      <section className={controls.panel} aria-labelledby="card-figures">
        <h2 id="card-figures" className={controls.subtitle}>{formatPrice(giftcard.balance, giftcard.currency)} / {formatPrice(giftcard.initial_amount, giftcard.currency)}</h2>
        <p>
          {t('giftcards.recipient')}: {giftcard.recipient || '—'} · {t('giftcards.expires')}: {formatDateTime(giftcard.expires_at, language)} · <CardOrigin card={giftcard} />
          {giftcard.customer_id !== null && (
            <> · <Link to={adminPath(`customers/${giftcard.customer_id}`)}>{t('giftcards.connectedTo', { id: giftcard.customer_id })}</Link></>
          )}
        </p>
        {may('giftcards.change') && (
          <div className={controls.actions}>
            {giftcard.recipient && <ConfirmAction label={t('giftcards.resend')} consequence={t('giftcards.confirmResend', { to: giftcard.recipient })} run={resend} />}
            {giftcard.balance > 0 && (
              <ConfirmAction label={t('giftcards.void')} consequence={t('giftcards.confirmVoid', { amount: formatPrice(giftcard.balance, giftcard.currency) })} run={voidCard} destructive />
            )}
          </div>
        )}
      </section>
      {may('giftcards.change') && (
        <section className={controls.panel} aria-labelledby="card-adjust">
          <h2 id="card-adjust" className={controls.subtitle}>{t('giftcards.adjust')}</h2>
          <p>{t('giftcards.adjustNote')}</p>
          <AdjustForm card={giftcard} onAdjusted={adjusted} />
        </section>
      )}
      <section className={controls.panel} aria-labelledby="card-ledger">
        <h2 id="card-ledger" className={controls.subtitle}>{t('giftcards.ledger')}</h2>
        <div className={table.scroll}>
          <table className={table.table}>
            <thead>
              <tr>
                <th scope="col">{t('giftcards.when')}</th>
                <th scope="col">{t('giftcards.what')}</th>
                <th scope="col" className={table.number}>{t('giftcards.amount')}</th>
                <th scope="col">{t('giftcards.orderColumn')}</th>
              </tr>
            </thead>
            <tbody>
              {ledger.map((entry, index) => (
                <tr key={`${entry.at}-${index}`}>
                  <td>{formatDateTime(entry.at, language)}</td>
                  <td>{t(`giftcards.actions.${entry.action}`, { defaultValue: entry.action })}</td>
                  <td className={table.number}>{formatPrice(entry.amount, giftcard.currency)}</td>
                  <td>{entry.order_id === null ? '—' : <Link to={adminPath(`orders/${entry.order_id}`)}>{entry.order_id}</Link>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}

/** One gift card: its balance, to whom its link went, its ledger; its link sent again, its balance adjusted, or the card voided. */
export function GiftcardPage() {
  const { t } = useTranslation(NS);
  const { cardId = '' } = useParams();
  const adminPath = useAdminPath();
  // A card just issued here comes with `issued` in the navigation's state.
  const issued = (useLocation().state as { issued?: boolean } | null)?.issued === true;
  const id = /^\d{1,10}$/.test(cardId) ? Number(cardId) : 0;
  const { state, reload } = useAdminData<Card>(`giftcards/${id}`);
  const last4 = state.status === 'done' && state.data.ok ? state.data.giftcard.number_last4 : '';
  useDocumentTitle(t('giftcards.number', { last4 }));
  return (
    <>
      <Link to={adminPath('giftcards')}>{t('giftcards.back')}</Link>
      <h1 className={controls.title}>{t('giftcards.number', { last4 })}</h1>
      <AdminLoaded state={state} reload={reload}>{(data) => <CardView key={data.giftcard.id} initial={data} issued={issued} />}</AdminLoaded>
    </>
  );
}
