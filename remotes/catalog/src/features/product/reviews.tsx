import { lazy, Suspense, useId, useState } from 'react';
import type { Review, ReviewSummary } from '@shop/contracts';
import { formatDate, useLanguage, useTranslation } from '@shop/i18n';
import { bus, useSession } from '@shop/session';
import { controls, ErrorNotice, LoadingState, useRequest } from '@shop/ui';
import { NS } from '../../i18n/reviews';
import { fetchReviews } from './api';
import { formatScore, Stars } from './stars';
import styles from './reviews.module.css';

// The review form is for logged-in shoppers who ask for it: a chunk of its own (with its texts),
// fetched when the button is pointed at or focused (issue 10).
const loadReviewForm = () => import('./review-form');
const ReviewForm = lazy(() => loadReviewForm().then((module) => ({ default: module.ReviewForm })));
const preloadReviewForm = () => void loadReviewForm();

interface Shown {
  reviews: Review[];
  page: number;
  total: number;
  rating: ReviewSummary;
}

/**
 * The product's reviews (spec §2 Product): the average score, ten a page newest first with "show
 * more", and the form to write one. A guest is told to log in first (spec §6) and offered the login.
 */
export function Reviews({ productId, rating }: { productId: number; rating: ReviewSummary }) {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  const headingId = useId();
  const { state, retry } = useRequest(`${productId}`, () => fetchReviews(productId, 1));
  // Later pages and the shopper's own new review, on top of the first page.
  const [shown, setShown] = useState<Shown | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);

  const first = state.status === 'done' && state.data.status === 200 ? state.data : undefined;
  const current: Shown | null = shown ?? (first ? { reviews: first.reviews, page: first.page, total: first.total, rating: first.rating } : null);
  const summary = current?.rating ?? rating;

  const loadMore = async () => {
    if (!current) return;
    setLoadingMore(true);
    try {
      const reply = await fetchReviews(productId, current.page + 1);
      if (reply.status === 200) setShown({ ...current, reviews: [...current.reviews, ...reply.reviews], page: reply.page, total: reply.total, rating: reply.rating });
    } catch {
      // The api-client has shown its notice; the button stays for another try.
    }
    setLoadingMore(false);
  };

  const onAdded = (review: Review, next: ReviewSummary) => {
    const base = current ?? { reviews: [], page: 1, total: 0, rating: next };
    setShown({ ...base, reviews: [review, ...base.reviews], total: base.total + 1, rating: next });
  };

  return (
    <section id="reviews" aria-labelledby={headingId} className={styles.reviews}>
      <h2 id={headingId} className={styles.heading}>
        {t('reviewsTitle', { total: summary.count })}
      </h2>
      {summary.count > 0 && (
        <p className={styles.summary}>
          <Stars score={summary.average} />
          <span>{t('averageScore', { score: formatScore(summary.average, language) })}</span>
        </p>
      )}
      <WriteReview productId={productId} onAdded={onAdded} />
      {state.status === 'loading' && <LoadingState label={t('loadingReviews')} />}
      {state.status === 'error' && <ErrorNotice message={t('loadError')} onRetry={retry} />}
      {current && current.reviews.length === 0 && <p>{t('noReviews')}</p>}
      {current && current.reviews.length > 0 && (
        <ol className={styles.list}>
          {current.reviews.map((review) => (
            <li key={review.id} className={styles.review}>
              <article>
                <header className={styles.reviewHead}>
                  <Stars score={review.score} />
                  <h3 className={styles.reviewTitle}>{review.title}</h3>
                </header>
                <p className={styles.meta}>
                  {review.author} · <time dateTime={review.created_at}>{formatDate(review.created_at, language)}</time>
                </p>
                <p className={styles.text}>{review.text}</p>
              </article>
            </li>
          ))}
        </ol>
      )}
      {current && current.reviews.length < current.total && (
        <button type="button" className={styles.more} onClick={() => void loadMore()} disabled={loadingMore} aria-busy={loadingMore}>
          {t('moreReviews')}
        </button>
      )}
    </section>
  );
}

/** Writing a review needs a logged-in customer (spec §6): a guest gets the message and the login. */
function WriteReview({ productId, onAdded }: { productId: number; onAdded: (review: Review, rating: ReviewSummary) => void }) {
  const { t } = useTranslation(NS);
  const { loggedIn } = useSession();
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);

  if (!open) {
    return (
      <div className={styles.write}>
        <button
          type="button"
          className={styles.writeButton}
          onClick={() => {
            if (loggedIn) setOpen(true);
            else setAsked(true);
          }}
          onPointerEnter={loggedIn ? preloadReviewForm : undefined}
          onFocus={loggedIn ? preloadReviewForm : undefined}
        >
          {t('writeReview')}
        </button>
        {asked && !loggedIn && (
          <p role="alert" className={styles.loginNeeded}>
            {t('reviewNeedsLogin')}{' '}
            <button type="button" className={`${controls.linkButton} ${styles.linkButton}`} onClick={() => bus.emit('auth:required', { reason: 'review' })}>
              {t('logIn')}
            </button>
          </p>
        )}
      </div>
    );
  }
  return (
    <Suspense fallback={<LoadingState />}>
      <ReviewForm
        productId={productId}
        onAdded={(review, rating) => {
          setOpen(false);
          onAdded(review, rating);
        }}
        onCancel={() => setOpen(false)}
      />
    </Suspense>
  );
}
