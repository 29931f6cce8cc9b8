import { type FormEvent } from 'react';
import { CURRENCY_CODES, normalizeEmail, type AdminGiftcardReply, type CurrencyCode, type GiftcardIssueRequest, type LanguageCode } from '@shop/contracts';
import { useLanguage, useTranslation } from '@shop/i18n';
import { Link, useNavigate } from '@shop/router';
import { controls, fieldClasses, useDocumentTitle } from '@shop/ui';
import { useSubmit } from '@shop/ui/forms';
import { adminPost, NO_ANSWER_ERROR, type AdminRefusal } from '../../api/admin-api';
import { useAdminPath } from '../../frame/admin-paths';
import { useProblemText } from '../../frame/admin-problem';
import { Field } from '../../frame/field';
import { minorOf } from '../../frame/money';
import { useMay } from '../../frame/staff-context';
import { NS } from '../../i18n/register';
import styles from './giftcards.module.css';

type FieldName = 'amount' | 'recipient_email' | 'recipient_name' | 'reason';
type IssueProblem = { field: FieldName; key: string } | { field: 'form'; refusal: AdminRefusal };

/** The form's fields as the request the API takes, or the first field that is wrong. */
function requestOf(form: FormData): { request: GiftcardIssueRequest } | { problem: IssueProblem } {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const fail = (field: FieldName, key: string) => ({ problem: { field, key } as IssueProblem });
  const amount = minorOf(text('amount'));
  if (!amount) return fail('amount', 'promotions.errors.amount');
  if (!normalizeEmail(text('recipient_email'))) return fail('recipient_email', 'errors.invalid_email');
  if (!text('recipient_name')) return fail('recipient_name', 'promotions.errors.required');
  if (!text('reason')) return fail('reason', 'promotions.errors.required');
  return {
    request: {
      amount, currency: text('currency') as CurrencyCode, recipient_email: text('recipient_email'), recipient_name: text('recipient_name'),
      language: text('language') as LanguageCode, reason: text('reason'), ...(text('message') ? { message: text('message') } : {}),
    },
  };
}

/** /admin/giftcards/new: a card issued by hand (goodwill), its link sent to the recipient as a bought card's is; then its page. */
export function IssueCardPage() {
  const { t } = useTranslation(NS);
  const { language, languages } = useLanguage();
  useDocumentTitle(t('giftcards.issueTitle'));
  const problemText = useProblemText();
  const navigate = useNavigate();
  const adminPath = useAdminPath();
  const may = useMay();
  const { busy, error, submit, setError } = useSubmit(async (request: GiftcardIssueRequest): Promise<IssueProblem | undefined> => {
    const answer = await adminPost<Omit<AdminGiftcardReply, 'status'>>('giftcards', request);
    if (!answer.ok) return answer.error === 'invalid_email' ? { field: 'recipient_email', key: 'errors.invalid_email' } : { field: 'form', refusal: answer };
    navigate(adminPath(`giftcards/${answer.giftcard.id}`), { state: { issued: true } });
  }, (): IssueProblem => ({ field: 'form', refusal: NO_ANSWER_ERROR }));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = requestOf(new FormData(event.currentTarget));
    if ('problem' in read) setError(read.problem);
    else void submit(read.request);
  };
  const under = (field: FieldName) => (error && error.field === field ? t(error.key) : null);
  return (
    <>
      <Link to={adminPath('giftcards')}>{t('giftcards.back')}</Link>
      <h1 className={controls.title}>{t('giftcards.issueTitle')}</h1>
      {!may('giftcards.change') ? <p className={controls.notice}>{t('errors.forbidden')}</p> : (
        <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('giftcards.issueTitle')}>
          <p>{t('giftcards.issueNote')}</p>
          <Field name="amount" label={t('giftcards.amountField')} inputMode="decimal" error={under('amount')} />
          <div className={fieldClasses.field}>
            <label htmlFor="issue-currency" className={fieldClasses.label}>{t('promotions.currency')}</label>
            <select id="issue-currency" name="currency" defaultValue={CURRENCY_CODES[0]} className={fieldClasses.input}>
              {CURRENCY_CODES.map((currency) => <option key={currency} value={currency}>{currency}</option>)}
            </select>
          </div>
          <Field name="recipient_email" type="email" label={t('giftcards.recipientEmail')} maxLength={254} error={under('recipient_email')} />
          <Field name="recipient_name" label={t('giftcards.recipientName')} hint={t('giftcards.recipientNameHint')} maxLength={40} error={under('recipient_name')} />
          <div className={fieldClasses.field}>
            <label htmlFor="issue-language" className={fieldClasses.label}>{t('giftcards.letterLanguage')}</label>
            <select id="issue-language" name="language" defaultValue={language} className={fieldClasses.input}>
              {languages.map((setting) => <option key={setting.code} value={setting.code}>{setting.title}</option>)}
            </select>
          </div>
          <div className={fieldClasses.field}>
            <label htmlFor="issue-message" className={fieldClasses.label}>{t('giftcards.message')}</label>
            <textarea id="issue-message" name="message" maxLength={500} rows={3} className={fieldClasses.input} />
          </div>
          <Field name="reason" label={t('customers.reasonRequired')} maxLength={500} error={under('reason')} />
          {error?.field === 'form' && <p role="alert" className={controls.error}>{problemText(error.refusal)}</p>}
          <div className={controls.actions}>
            <button type="submit" className={controls.primary} disabled={busy}>{t('giftcards.issue')}</button>
          </div>
        </form>
      )}
    </>
  );
}
