import { useId, useState } from 'react';
import { CONTACT_QUESTION_MAX_LENGTH, formatPhone } from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { controls, fieldClasses, TextInput, ValidatedForm } from '@shop/ui';
import { useSubmit } from '@shop/ui/forms';
import { NS } from '../../i18n/contact-form';
import { sendQuestion } from './api';
import { FIELD_REFUSALS, refusalOf, SendProblem } from './contact-refusal';
import styles from './product.module.css';

export interface ContactFormProps {
  /** The product the question is asked on. */
  productId: number;
}

/**
 * The contact popup (spec §2 "contact the manager"): a name, a phone or an e-mail to answer on,
 * and the question. The API stores it and leaves the manager a note (POST /contact/question).
 */
export function ContactForm({ productId }: ContactFormProps) {
  const { t } = useTranslation(NS);
  const id = useId();
  const [question, setQuestion] = useState('');
  const [questionMissing, setQuestionMissing] = useState(false);
  const [sent, setSent] = useState(false);
  const { busy, error: problem, submit, setError } = useSubmit(async (values: Record<string, string>) => {
    const reply = await sendQuestion({ name: (values.name ?? '').trim(), contact: (values.contact ?? '').trim(), question: question.trim(), product_id: productId });
    if (reply.status === 400) return refusalOf(reply);
    setSent(true);
  }, refusalOf);
  const contactRefused = problem === 'invalid_phone' || problem === 'invalid_email';

  if (sent) {
    return (
      <p role="status" className={styles.success}>
        {t('contactForm.sent')}
      </p>
    );
  }

  const send = (values: Record<string, string>) => {
    if (question.trim() === '') return setQuestionMissing(true);
    void submit(values);
  };

  return (
    <ValidatedForm className={styles.oneClickForm} onValidSubmit={send}>
      <p className={styles.formIntro}>{t('contactForm.intro')}</p>
      <TextInput name="name" label={t('contactForm.name')} autoComplete="name" next="contact" />
      <TextInput
        name="contact"
        label={t('contactForm.contact')}
        autoComplete="email"
        format={formatPhone}
        error={contactRefused ? t(FIELD_REFUSALS[problem]) : null}
        onClearMessages={() => setError(null)}
      />
      <div className={fieldClasses.field}>
        <label htmlFor={`${id}-question`} className={fieldClasses.label}>
          {t('contactForm.question')}
        </label>
        <textarea
          id={`${id}-question`}
          className={`${fieldClasses.input} ${questionMissing ? fieldClasses.invalid : ''}`}
          value={question}
          maxLength={CONTACT_QUESTION_MAX_LENGTH}
          rows={4}
          onChange={(event) => {
            setQuestion(event.target.value);
            setQuestionMissing(false);
          }}
          aria-invalid={questionMissing}
          aria-describedby={questionMissing ? `${id}-missing` : undefined}
        />
        {questionMissing && (
          <p id={`${id}-missing`} role="alert" className={fieldClasses.error}>
            {t('contactForm.questionMissing')}
          </p>
        )}
      </div>
      <SendProblem problem={problem} failed="contactForm.failed" />
      <button type="submit" className={`${controls.primary} ${styles.action}`} disabled={busy} aria-busy={busy}>
        {t('contactForm.submit')}
      </button>
    </ValidatedForm>
  );
}
