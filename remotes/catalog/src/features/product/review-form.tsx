import { useId, useState } from 'react';
import type { Review, ReviewSummary } from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { controls, TextInput, ValidatedForm } from '@shop/ui';
import { useSubmit } from '@shop/ui/forms';
import { NS } from '../../i18n/review-form';
import { addReview } from './api';
import styles from './reviews.module.css';

const SCORES = [5, 4, 3, 2, 1] as const;
/** The contract's limits (AddReviewRequest): a title of 100, a text of 2,000 characters. */
const TITLE_MAX = 100;
const TEXT_MAX = 2000;

type Problem = 'score' | 'text' | 'already_reviewed' | 'not_logged_in' | 'failed';

export interface ReviewFormProps {
  productId: number;
  onAdded: (review: Review, rating: ReviewSummary) => void;
  onCancel: () => void;
}

/** Spec §3 Review: a score of 1–5, the main impression (title) and the text. */
export function ReviewForm({ productId, onAdded, onCancel }: ReviewFormProps) {
  const { t } = useTranslation(NS);
  const id = useId();
  const [score, setScore] = useState<number | null>(null);
  const [text, setText] = useState('');
  const { busy: sending, error: problem, submit: send, setError: setProblem } = useSubmit(async (title: string): Promise<Problem | undefined> => {
    if (score === null) return 'score';
    if (text.trim() === '') return 'text';
    const reply = await addReview({ product_id: productId, score, title: title.trim(), text: text.trim() });
    if (reply.status === 400) return reply.error === 'already_reviewed' || reply.error === 'not_logged_in' ? reply.error : 'failed';
    onAdded(reply.review, reply.rating);
  }, (): Problem => 'failed');

  return (
    <ValidatedForm className={styles.form} onValidSubmit={(values) => void send(values.title ?? '')}>
      <fieldset className={styles.scores}>
        <legend>{t('yourScore')}</legend>
        {SCORES.map((value) => (
          <label key={value} className={styles.score}>
            <input type="radio" name="score" value={value} checked={score === value} onChange={() => setScore(value)} />
            {t('scoreOption', { count: value })}
          </label>
        ))}
      </fieldset>
      <TextInput name="title" label={t('reviewTitle')} maxLength={TITLE_MAX} />
      <label htmlFor={`${id}-text`} className={styles.textLabel}>
        {t('reviewText')}
      </label>
      <textarea
        id={`${id}-text`}
        className={styles.textArea}
        value={text}
        maxLength={TEXT_MAX}
        rows={5}
        onChange={(event) => {
          setText(event.target.value);
          setProblem(null);
        }}
        aria-invalid={problem === 'text'}
      />
      {problem && (
        <p role="alert" className={styles.problem}>
          {t(`reviewProblem.${problem}`)}
        </p>
      )}
      <div className={styles.formButtons}>
        <button type="submit" className={styles.writeButton} disabled={sending} aria-busy={sending}>
          {t('sendReview')}
        </button>
        <button type="button" className={`${controls.linkButton} ${styles.linkButton}`} onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </ValidatedForm>
  );
}
