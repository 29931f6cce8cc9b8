import type { ReactNode } from 'react';
import { useLanguage, useTranslation } from '@shop/i18n';
import { controls, LoadingState, type RequestState } from '@shop/ui';
import { NO_ANSWER_ERROR, type AdminAnswer, type AdminRefusal } from '../api/admin-api';
import { NS } from '../i18n/register';
import { formatDateTime } from './format';

/** The problem codes this back office has words for; any other is the server's failure. */
const KNOWN = new Set([
  'offline', 'unavailable', 'forbidden', 'not_found', 'validation', 'too_many_requests', 'wrong_status', 'tracking_required', 'code_taken', 'last_admin', 'no_email',
  'already_closed', 'not_a_person', 'already_blocked', 'not_blocked', 'own_account', 'is_staff', 'already_erased', 'short_search', 'below_zero', 'above_initial',
  'already_voided', 'invalid_email',
]);

/** How the audit log names a staff member (`customer:12 owner@example.com`), as a person reads it. */
export const staffName = (actor: string): string => actor.replace(/^(customer|token):\d+\s*/, '') || actor;

/** What a refusal says to staff, in their language: the code's text, or the server's own words for one it did not expect. */
export function useProblemText(): (refusal: Pick<AdminRefusal, 'error' | 'status' | 'message'> & { details?: AdminRefusal['details'] }) => string {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  return (refusal) => {
    if (refusal.error === 'conflict') {
      const { changed_by: by, changed_at: at } = refusal.details ?? {};
      return t('errors.conflict', { who: typeof by === 'string' ? staffName(by) : '—', when: typeof at === 'string' ? formatDateTime(at, language) : '—' });
    }
    const code = refusal.status === 503 ? 'unavailable' : refusal.status === 429 ? 'too_many_requests' : refusal.error;
    if (KNOWN.has(code)) return t(`errors.${code}`);
    return refusal.status >= 500 || !refusal.message ? t('errors.internal') : refusal.message;
  };
}

/** A screen that could not load: what went wrong and a button to try again. */
export function AdminProblem({ refusal, onRetry }: { refusal: AdminRefusal; onRetry?: () => void }) {
  const { t } = useTranslation(NS);
  const text = useProblemText()(refusal);
  return (
    <div role="alert" className={controls.notice}>
      <p>{text}</p>
      {onRetry && (
        <button type="button" className={controls.secondary} onClick={onRetry}>
          {t('errors.retry')}
        </button>
      )}
    </div>
  );
}


/** A screen's data once it is in: a spinner while it loads, the problem (with a retry) when it was refused, else `children(data)`. */
export function AdminLoaded<T>({ state, reload, children }: {
  state: RequestState<AdminAnswer<T>>;
  reload: () => void;
  children: (data: T) => ReactNode;
}) {
  if (state.status === 'loading') return <LoadingState />;
  if (state.status === 'error') return <AdminProblem refusal={NO_ANSWER_ERROR} onRetry={reload} />;
  if (!state.data.ok) return <AdminProblem refusal={state.data} onRetry={reload} />;
  return <>{children(state.data)}</>;
}
