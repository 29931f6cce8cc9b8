import { useState } from 'react';
import type { AdminGiftcardReply, ResendReply } from '@shop/contracts';
import { formatPrice, useLanguage, useTranslation } from '@shop/i18n';
import { Link, useParams } from '@shop/router';
import { controls, useDocumentTitle } from '@shop/ui';
import { adminPost, type AdminRefusal } from '../../api/admin-api';
import { useAdminData } from '../../api/use-admin-data';
import { useAdminPath } from '../../frame/admin-paths';
import { AdminLoaded } from '../../frame/admin-problem';
import { ConfirmAction } from '../../frame/confirm-action';
import { formatDateTime } from '../../frame/format';
import table from '../../frame/table.module.css';
import { NS } from '../../i18n/register';

type Card = Omit<AdminGiftcardReply, 'status'>;

function CardView({ initial }: { initial: Card }) {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  const adminPath = useAdminPath();
  const [{ giftcard, ledger }, setCard] = useState(initial);
  const [done, setDone] = useState('');
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
  return (
    <>
      <p role="status" className={controls.success}>{done}</p>
      <section className={controls.panel} aria-labelledby="card-figures">
        <h2 id="card-figures" className={controls.subtitle}>{formatPrice(giftcard.balance, giftcard.currency)} / {formatPrice(giftcard.initial_amount, giftcard.currency)}</h2>
        <p>
          {t('giftcards.recipient')}: {giftcard.recipient} · {t('giftcards.expires')}: {formatDateTime(giftcard.expires_at, language)} ·{' '}
          <Link to={adminPath(`orders/${giftcard.purchase_order_id}`)}>{t('giftcards.order', { id: giftcard.purchase_order_id })}</Link>
        </p>
        <div className={controls.actions}>
          <ConfirmAction label={t('giftcards.resend')} consequence={t('giftcards.confirmResend', { to: giftcard.recipient })} run={resend} />
          {giftcard.balance > 0 && (
            <ConfirmAction label={t('giftcards.void')} consequence={t('giftcards.confirmVoid', { amount: formatPrice(giftcard.balance, giftcard.currency) })} run={voidCard} destructive />
          )}
        </div>
      </section>
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

/** One gift card: its balance, to whom its link went, its ledger; its link sent again, or the card voided. */
export function GiftcardPage() {
  const { t } = useTranslation(NS);
  const { cardId = '' } = useParams();
  const adminPath = useAdminPath();
  const id = /^\d{1,10}$/.test(cardId) ? Number(cardId) : 0;
  const { state, reload } = useAdminData<Card>(`giftcards/${id}`);
  const last4 = state.status === 'done' && state.data.ok ? state.data.giftcard.number_last4 : '';
  useDocumentTitle(t('giftcards.number', { last4 }));
  return (
    <>
      <Link to={adminPath('giftcards')}>{t('giftcards.back')}</Link>
      <h1 className={controls.title}>{t('giftcards.number', { last4 })}</h1>
      <AdminLoaded state={state} reload={reload}>{(data) => <CardView key={data.giftcard.id} initial={data} />}</AdminLoaded>
    </>
  );
}
