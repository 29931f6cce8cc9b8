import { useState } from 'react';
import { REVIEW_STATUSES, ADMIN_REVIEWS_PAGE_SIZE, type AdminReview, type AdminReviewReply, type ReviewListReply } from '@shop/contracts';
import { useLanguage, useTranslation } from '@shop/i18n';
import { Link, useSearchParams } from '@shop/router';
import { controls, useDocumentTitle } from '@shop/ui';
import { useSubmit } from '@shop/ui/forms';
import { adminPost, NO_ANSWER_ERROR, queryOf, type AdminRefusal } from '../../api/admin-api';
import { useAdminData } from '../../api/use-admin-data';
import { useAdminPath } from '../../frame/admin-paths';
import { AdminLoaded, useProblemText } from '../../frame/admin-problem';
import { formatDateTime } from '../../frame/format';
import layout from '../../frame/layout.module.css';
import { NS } from '../../i18n/register';

type Status = AdminReview['status'];

/** The status and page a URL names: new reviews first, older ones by the last id seen. */
function queryFrom(search: URLSearchParams): { status: Status; before?: number } {
  const status = (REVIEW_STATUSES as readonly string[]).includes(search.get('status') ?? '') ? (search.get('status') as Status) : 'new';
  const before = Number(search.get('before'));
  return { status, before: Number.isInteger(before) && before > 1 ? before : undefined };
}

/** One review with the move its status allows: a new or hidden one published, a new or published one hidden. */
function ReviewCard({ initial }: { initial: AdminReview }) {
  const { t } = useTranslation(NS);
  const { language, languages } = useLanguage();
  const problemText = useProblemText();
  const [review, setReview] = useState(initial);
  const { busy, error, submit } = useSubmit(async (status: 'published' | 'hidden'): Promise<AdminRefusal | undefined> => {
    const answer = await adminPost<Omit<AdminReviewReply, 'status'>>(`reviews/${review.id}/status`, { status });
    if (!answer.ok) return answer;
    setReview(answer.review);
  }, () => NO_ANSWER_ERROR);
  const writtenIn = languages.find((setting) => setting.code === review.language)?.title ?? review.language;
  return (
    <article className={controls.panel} aria-labelledby={`review-${review.id}`}>
      <h2 id={`review-${review.id}`} className={controls.subtitle}>{review.title}</h2>
      <p className={layout.meta}>
        {t('reviews.score', { score: review.score })} · {review.author} · {review.sku} · {writtenIn} · {formatDateTime(review.created_at, language)} · <strong>{t(`reviews.statuses.${review.status}`)}</strong>
      </p>
      <p className={layout.text}>{review.text}</p>
      <div className={controls.actions}>
        {review.status !== 'published' && (
          <button type="button" className={controls.primary} disabled={busy} onClick={() => void submit('published')}>{t('reviews.publish')}</button>
        )}
        {review.status !== 'hidden' && (
          <button type="button" className={controls.secondary} disabled={busy} onClick={() => void submit('hidden')}>{t('reviews.hide')}</button>
        )}
      </div>
      {error && <p role="alert" className={controls.error}>{problemText(error)}</p>}
    </article>
  );
}

/** Reviews to check: new ones first (they show on the product at once), published or hidden on demand; 50 a page, newest first. */
export function ReviewsArea() {
  const { t } = useTranslation(NS);
  useDocumentTitle(t('reviews.title'));
  const adminPath = useAdminPath();
  const [search] = useSearchParams();
  const query = queryFrom(search);
  const { state, reload } = useAdminData<Omit<ReviewListReply, 'status'>>(`reviews${queryOf(query)}`);
  return (
    <>
      <h1 className={controls.title}>{t('reviews.title')}</h1>
      <nav aria-label={t('reviews.filter')} className={controls.actions}>
        {REVIEW_STATUSES.map((status) => (
          <Link key={status} to={adminPath('reviews', { status })} aria-current={status === query.status ? 'page' : undefined}>{t(`reviews.tabs.${status}`)}</Link>
        ))}
      </nav>
      <AdminLoaded state={state} reload={reload}>
        {(data) => data.reviews.length === 0 ? <p className={controls.notice}>{t('reviews.empty')}</p> : (
          <>
            {data.reviews.map((review) => <ReviewCard key={`${review.id}:${review.status}`} initial={review} />)}
            {data.reviews.length === ADMIN_REVIEWS_PAGE_SIZE && (
              <Link to={adminPath('reviews', { status: query.status, before: data.reviews[data.reviews.length - 1]!.id })}>{t('reviews.older')}</Link>
            )}
          </>
        )}
      </AdminLoaded>
    </>
  );
}
