import { useId, useState } from 'react';
import { INVALID_DATE, SEX_VALUES, type Customer, type Sex } from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { loadCurrentUser } from '@shop/session';
import { controls, fieldClasses, TextInput, ValidatedForm } from '@shop/ui';
import { noteRefusal } from '../../components/session-lost';
import { NS } from '../../i18n/account';
import { saveMe } from './api';
import styles from './account.module.css';

/** `invalidDate` is said under the date field (the browser's check or the server's `invalid_date`); other refusals under the form. */
type Status = { kind: 'idle' | 'busy' | 'saved' | 'invalidDate' } | { kind: 'refused'; text: string };

/** Spec §2/§3 personal data: first and last name, date of birth, sex ("0" not specified, "1" men, "2" woman) → save-me. */
export function PersonalForm({ customer, onSaved }: { customer: Customer; onSaved(customer: Customer): void }) {
  const { t } = useTranslation(NS);
  const id = useId();
  const [birthday, setBirthday] = useState(customer.date_of_birth);
  const [sex, setSex] = useState<Sex>(customer.sex);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  // A birthday is a past day; the server refuses any other.
  const [today] = useState(() => new Date().toISOString().slice(0, 10));

  const save = async (values: Record<string, string>) => {
    if (birthday > today) return setStatus({ kind: 'invalidDate' });
    setStatus({ kind: 'busy' });
    let reply;
    try {
      reply = await saveMe({ firstname: (values.firstname ?? '').trim(), lastname: (values.lastname ?? '').trim(), date_of_birth: birthday, sex });
    } catch {
      return setStatus({ kind: 'refused', text: t('errors.request_failed') });
    }
    if (reply.status !== 200) {
      noteRefusal(reply.error);
      return setStatus(reply.error === INVALID_DATE ? { kind: 'invalidDate' } : { kind: 'refused', text: t('errors.general') });
    }
    onSaved(reply.customer);
    setStatus({ kind: 'saved' });
    // The header greets the customer by the name the session holds.
    void loadCurrentUser();
  };

  return (
    <section className={controls.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={controls.subtitle}>
        {t('account.personal.title')}
      </h2>
      <ValidatedForm className={styles.form} onValidSubmit={(values) => void save(values)} onChange={() => setStatus({ kind: 'idle' })}>
        <div className={styles.pair}>
          <TextInput name="firstname" label={t('account.personal.firstname')} autoComplete="given-name" defaultValue={customer.firstname} next="lastname" />
          <TextInput name="lastname" label={t('account.personal.lastname')} autoComplete="family-name" defaultValue={customer.lastname} />
        </div>
        <div className={`${styles.field} ${styles.date}`}>
          <label htmlFor={`${id}-birthday`} className={fieldClasses.label}>
            {t('account.personal.birthday')}
          </label>
          <input
            id={`${id}-birthday`}
            className={status.kind === 'invalidDate' ? `${fieldClasses.input} ${fieldClasses.invalid}` : fieldClasses.input}
            type="date"
            autoComplete="bday"
            max={today}
            value={birthday}
            aria-invalid={status.kind === 'invalidDate' ? true : undefined}
            aria-describedby={status.kind === 'invalidDate' ? `${id}-birthday-error` : undefined}
            onChange={(event) => setBirthday(event.target.value)}
          />
          {status.kind === 'invalidDate' && (
            <p id={`${id}-birthday-error`} role="alert" className={fieldClasses.error}>
              {t('account.personal.invalidDate')}
            </p>
          )}
        </div>
        <fieldset className={styles.choice}>
          <legend className={styles.legend}>{t('account.personal.sex.legend')}</legend>
          {SEX_VALUES.map((value) => (
            <label key={value} className={styles.option}>
              <input type="radio" name="sex" value={value} checked={sex === value} onChange={() => setSex(value)} />
              {t(`account.personal.sex.${value}`)}
            </label>
          ))}
        </fieldset>
        <div className={controls.actions}>
          <button type="submit" className={controls.primary} disabled={status.kind === 'busy'} aria-busy={status.kind === 'busy'}>
            {t('account.personal.save')}
          </button>
          <p role="status" className={controls.success}>
            {status.kind === 'saved' && t('account.personal.saved')}
          </p>
        </div>
        {status.kind === 'refused' && (
          <p role="alert" className={controls.error}>
            {status.text}
          </p>
        )}
      </ValidatedForm>
    </section>
  );
}
