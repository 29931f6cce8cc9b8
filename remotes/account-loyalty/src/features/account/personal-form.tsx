import { useId, useState } from 'react';
import { INVALID_DATE, SEX_VALUES, type Customer, type Sex } from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { loadCurrentUser } from '@shop/session';
import { controls, fieldClasses, TextInput, ValidatedForm } from '@shop/ui';
import { useSubmit } from '@shop/ui/forms';
import { noteRefusal } from '../../components/session-lost';
import { NS } from '../../i18n/account';
import { saveMe } from './api';
import styles from './account.module.css';

/** `invalidDate` is said under the date field (the browser's check or the server's `invalid_date`); the others (`errors.*`) under the form. */
type Problem = 'invalidDate' | 'general' | 'request_failed';

/** Spec §2/§3 personal data: first and last name, date of birth, sex ("0" not specified, "1" men, "2" woman) → save-me. */
export function PersonalForm({ customer, onSaved }: { customer: Customer; onSaved(customer: Customer): void }) {
  const { t } = useTranslation(NS);
  const id = useId();
  const [birthday, setBirthday] = useState(customer.date_of_birth);
  const [sex, setSex] = useState<Sex>(customer.sex);
  const [saved, setSaved] = useState(false);
  // A birthday is a past day; the server refuses any other.
  const [today] = useState(() => new Date().toISOString().slice(0, 10));

  const { busy, error: problem, submit: save, setError: setProblem } = useSubmit(async (values: Record<string, string>): Promise<Problem | undefined> => {
    setSaved(false);
    if (birthday > today) return 'invalidDate';
    const reply = await saveMe({ firstname: (values.firstname ?? '').trim(), lastname: (values.lastname ?? '').trim(), date_of_birth: birthday, sex });
    if (reply.status !== 200) {
      noteRefusal(reply.error);
      return reply.error === INVALID_DATE ? 'invalidDate' : 'general';
    }
    onSaved(reply.customer);
    setSaved(true);
    // The header greets the customer by the name the session holds.
    void loadCurrentUser();
  }, (): Problem => 'request_failed');
  const invalidDate = problem === 'invalidDate';

  return (
    <section className={controls.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={controls.subtitle}>
        {t('account.personal.title')}
      </h2>
      <ValidatedForm
        className={styles.form}
        onValidSubmit={(values) => void save(values)}
        onChange={() => {
          setSaved(false);
          setProblem(null);
        }}
      >
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
            className={invalidDate ? `${fieldClasses.input} ${fieldClasses.invalid}` : fieldClasses.input}
            type="date"
            autoComplete="bday"
            max={today}
            value={birthday}
            aria-invalid={invalidDate ? true : undefined}
            aria-describedby={invalidDate ? `${id}-birthday-error` : undefined}
            onChange={(event) => setBirthday(event.target.value)}
          />
          {invalidDate && (
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
          <button type="submit" className={controls.primary} disabled={busy} aria-busy={busy}>
            {t('account.personal.save')}
          </button>
          <p role="status" className={controls.success}>
            {saved && t('account.personal.saved')}
          </p>
        </div>
        {problem && !invalidDate && (
          <p role="alert" className={controls.error}>
            {t(`errors.${problem}`)}
          </p>
        )}
      </ValidatedForm>
    </section>
  );
}
