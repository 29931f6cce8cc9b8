import { useState, type FormEvent } from 'react';
import { CURRENCY_CODES, type AdminCategoriesReply, type AdminPromoCode, type CurrencyCode, type PromoCodeCreateRequest } from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { controls, fieldClasses } from '@shop/ui';
import { useSubmit } from '@shop/ui/forms';
import { NO_ANSWER_ERROR, type AdminRefusal } from '../../api/admin-api';
import { useAdminData } from '../../api/use-admin-data';
import { useProblemText } from '../../frame/admin-problem';
import { dayOfEnd, dayOfStart, endOfDay, startOfDay } from '../../frame/dates';
import { Field } from '../../frame/field';
import { majorOf, minorOf } from '../../frame/money';
import { NS } from '../../i18n/register';
import layout from '../../frame/layout.module.css';
import styles from './promotions.module.css';

/** The rules a form sends: a new code's, or an edit's (without the code). */
export type PromoRules = Omit<PromoCodeCreateRequest, 'code'> & { code?: string };

type FieldName = 'code' | 'value' | 'currency' | 'min_total' | 'ends_at' | 'max_uses' | 'max_uses_per_client';
/** What went wrong: a field's own problem (a translation key), or the API's refusal over the form. */
export type PromoProblem = { field: FieldName; key: string } | { field: 'form'; refusal: AdminRefusal };

const CODE = /^[A-Za-z0-9_-]{1,40}$/;
const COUNT = /^\d{1,9}$/;

/** The form's fields as the request the API takes, or the first field that is wrong. */
function rulesOf(form: FormData, isNew: boolean): { rules: PromoRules } | { problem: PromoProblem } {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const fail = (field: FieldName, key: string) => ({ problem: { field, key } as PromoProblem });
  const code = text('code');
  if (isNew && !CODE.test(code)) return fail('code', code ? 'promotions.errors.codePattern' : 'promotions.errors.required');
  const kind = text('kind') === 'amount' ? 'amount' : 'percent';
  const currency = (text('currency') || undefined) as CurrencyCode | undefined;
  const value = kind === 'percent' ? (COUNT.test(text('value')) ? Number(text('value')) : undefined) : minorOf(text('value'));
  if (value === undefined || value < 1) return fail('value', kind === 'percent' ? 'promotions.errors.percent' : 'promotions.errors.amount');
  if (kind === 'percent' && value > 100) return fail('value', 'promotions.errors.percent');
  const minTotal = text('min_total') ? minorOf(text('min_total')) : undefined;
  if (text('min_total') && !minTotal) return fail('min_total', 'promotions.errors.amount');
  if ((kind === 'amount' || minTotal) && !currency) return fail('currency', 'promotions.errors.currency');
  const startsAt = startOfDay(text('starts_at'));
  const endsAt = endOfDay(text('ends_at'));
  if (startsAt && endsAt && endsAt <= startsAt) return fail('ends_at', 'promotions.errors.endBeforeStart');
  const count = (name: 'max_uses' | 'max_uses_per_client') => (COUNT.test(text(name)) && Number(text(name)) > 0 ? Number(text(name)) : undefined);
  for (const name of ['max_uses', 'max_uses_per_client'] as const) if (text(name) && !count(name)) return fail(name, 'promotions.errors.count');
  const groups = text('customer_groups').split(',').map((group) => group.trim()).filter(Boolean);
  const categories = form.getAll('category_ids').map(Number).filter((id) => id > 0);
  const rules: PromoRules = {
    kind, value, currency,
    min_total: minTotal, starts_at: startsAt, ends_at: endsAt, requires_login: form.get('requires_login') === 'on',
    customer_groups: groups.length > 0 ? groups : undefined, category_ids: categories.length > 0 ? categories : undefined,
    max_uses: count('max_uses'), max_uses_per_client: count('max_uses_per_client'), reason: text('reason') || undefined,
  };
  if (isNew) rules.code = code;
  return { rules };
}

export interface PromoFormProps {
  /** The code as read (an edit), or none (a new code). */
  code?: AdminPromoCode;
  /** Sends the rules; resolves with the API's refusal, or nothing once saved. */
  onSave(rules: PromoRules): Promise<AdminRefusal | undefined>;
  /** Reads the code again (after another person's change was found). */
  onReload?: () => void;
}

/** A promo code's every rule, in one form: a new code, or an edit of one. Each problem shows under its field. */
export function PromoForm({ code, onSave, onReload }: PromoFormProps) {
  const { t } = useTranslation(NS);
  const problemText = useProblemText();
  const [kind, setKind] = useState(code?.kind ?? 'percent');
  const categories = useAdminData<Omit<AdminCategoriesReply, 'status'>>('categories');
  const { busy, error, submit, setError } = useSubmit(async (rules: PromoRules): Promise<PromoProblem | undefined> => {
    const refusal = await onSave(rules);
    return refusal && { field: 'form', refusal };
  }, (): PromoProblem => ({ field: 'form', refusal: NO_ANSWER_ERROR }));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = rulesOf(new FormData(event.currentTarget), !code);
    if ('problem' in read) setError(read.problem);
    else void submit(read.rules);
  };
  const under = (field: FieldName) => (error && error.field === field ? t(error.key) : null);
  const chosenCategories = new Set(code?.category_ids ?? []);
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={code ? t('promotions.editTitle', { code: code.code }) : t('promotions.new')}>
      {!code && <Field name="code" label={t('promotions.code')} maxLength={40} autoCapitalize="characters" error={under('code')} hint={t('promotions.codeHint')} />}
      <fieldset className={layout.choices}>
        <legend className={fieldClasses.label}>{t('promotions.kind')}</legend>
        {(['percent', 'amount'] as const).map((option) => (
          <label key={option} className={styles.choice}>
            <input type="radio" name="kind" value={option} checked={kind === option} onChange={() => setKind(option)} /> {t(`promotions.kinds.${option}`)}
          </label>
        ))}
      </fieldset>
      <Field
        name="value"
        label={kind === 'percent' ? t('promotions.percent') : t('promotions.amount')}
        inputMode={kind === 'percent' ? 'numeric' : 'decimal'}
        defaultValue={code ? (code.kind === 'percent' ? String(code.value) : majorOf(code.value)) : ''}
        error={under('value')}
      />
      <div className={fieldClasses.field}>
        <label htmlFor="promo-currency" className={fieldClasses.label}>{t('promotions.currency')}</label>
        <select id="promo-currency" name="currency" defaultValue={code?.currency ?? ''} className={fieldClasses.input} aria-invalid={under('currency') ? true : undefined} aria-describedby={under('currency') ? 'promo-currency-error' : undefined}>
          <option value="">{t('promotions.anyCurrency')}</option>
          {CURRENCY_CODES.map((currency) => <option key={currency} value={currency}>{currency}</option>)}
        </select>
        {under('currency') && <span id="promo-currency-error" className={fieldClasses.error}>{under('currency')}</span>}
      </div>
      <Field name="min_total" label={t('promotions.minTotalField')} inputMode="decimal" defaultValue={code?.min_total ? majorOf(code.min_total) : ''} error={under('min_total')} />
      <Field name="starts_at" type="date" label={t('promotions.startsAt')} defaultValue={dayOfStart(code?.starts_at ?? null)} />
      <Field name="ends_at" type="date" label={t('promotions.endsAt')} defaultValue={dayOfEnd(code?.ends_at ?? null)} error={under('ends_at')} />
      <label className={styles.choice}>
        <input type="checkbox" name="requires_login" defaultChecked={code?.requires_login ?? false} /> {t('promotions.loginField')}
      </label>
      <Field name="customer_groups" label={t('promotions.groupsField')} defaultValue={code?.customer_groups?.join(', ') ?? ''} hint={t('promotions.groupsHint')} />
      <div className={fieldClasses.field}>
        <label htmlFor="promo-categories" className={fieldClasses.label}>{t('promotions.categoriesField')}</label>
        {categories.state.status === 'done' && categories.state.data.ok ? (
          <select id="promo-categories" name="category_ids" multiple size={8} className={fieldClasses.input} defaultValue={[...chosenCategories].map(String)} aria-describedby="promo-categories-hint">
            {categories.state.data.categories.map((category) => (
              <option key={category.id} value={category.id}>{`${category.name} (${category.path})`}</option>
            ))}
          </select>
        ) : (
          <p>{t('promotions.categoriesLoading')}</p>
        )}
        <span id="promo-categories-hint" className={styles.hint}>{t('promotions.categoriesHint')}</span>
      </div>
      <Field name="max_uses" label={t('promotions.maxUses')} inputMode="numeric" defaultValue={code?.max_uses ?? ''} error={under('max_uses')} />
      <Field name="max_uses_per_client" label={t('promotions.maxUsesPerClient')} inputMode="numeric" defaultValue={code?.max_uses_per_client ?? ''} error={under('max_uses_per_client')} />
      <Field name="reason" label={t('order.reason')} maxLength={500} />
      {error?.field === 'form' && (
        <div role="alert" className={controls.actions}>
          <p className={controls.error}>{problemText(error.refusal)}</p>
          {error.refusal.error === 'conflict' && onReload && (
            <button type="button" className={controls.secondary} onClick={onReload}>{t('errors.reload')}</button>
          )}
        </div>
      )}
      <div className={controls.actions}>
        <button type="submit" className={controls.primary} disabled={busy}>{code ? t('promotions.save') : t('promotions.create')}</button>
      </div>
    </form>
  );
}
