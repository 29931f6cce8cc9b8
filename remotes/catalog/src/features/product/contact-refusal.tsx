import { ApiError } from '@shop/api-client';
import { useTranslation } from '@shop/i18n';
import { NS } from '../../i18n/refusals';
import styles from './product.module.css';

/** Why the API did not take a shopper's contact form (one-click, a question to the manager). */
export type ContactRefusal = 'invalid_phone' | 'invalid_email' | 'too_many' | 'failed';

/**
 * The refusal in a 400 reply's `error` or in what a call threw: a 429 (too many requests from this
 * visitor) is not a 200/400 reply, so the client throws it; anything else is 'failed'.
 */
export function refusalOf(problem: unknown): ContactRefusal {
  if (problem instanceof ApiError) return problem.httpStatus === 429 ? 'too_many' : 'failed';
  const error = (problem as { error?: unknown } | null)?.error;
  return error === 'invalid_phone' || error === 'invalid_email' ? error : 'failed';
}

/** The text of a refused phone or e-mail, said under its field. */
export const FIELD_REFUSALS = { invalid_phone: 'refusal.invalidPhone', invalid_email: 'refusal.invalidEmail' } as const;

/**
 * What a send that did not go through says under its form: too many requests, or the form's own
 * `failed` text. A refused phone or e-mail is said under its field instead.
 */
export function SendProblem({ problem, failed }: { problem: ContactRefusal | null; failed: string }) {
  const { t } = useTranslation(NS);
  if (problem !== 'failed' && problem !== 'too_many') return null;
  return (
    <p role="alert" className={styles.error}>
      {t(problem === 'too_many' ? 'refusal.tooMany' : failed)}
    </p>
  );
}
