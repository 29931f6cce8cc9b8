import type { ReactNode } from 'react';
import { LEAD_IMAGE_SIZES, pathTo, type BlogPostProps } from '@shop/contracts';
import { Link, useParams } from '@shop/router';
import { formatDate, useLanguage, useLocalePath, useTranslation } from '@shop/i18n';
import { Breadcrumbs, ErrorNotice, LoadingState, ResponsiveImage, useDocumentTitle, useRequest } from '@shop/ui';
import { PageRoot } from '../../components/page-root';
import { SafeHtml } from '../../components/safe-html';
import { NS } from '../../i18n/register';
import { fetchPost } from './api';
import styles from './blog.module.css';

/** /blog/:slug: the post (sanitized HTML), its date, breadcrumbs and the link to the next post. */
export function BlogPostPage({ initialData, notFound }: BlogPostProps & { notFound: ReactNode }) {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  const localePath = useLocalePath();
  const { slug = '' } = useParams();
  const { state, retry } = useRequest(`${language}:${slug}`, () => fetchPost(slug), initialData);
  const reply = state.status === 'done' && state.data.status === 200 ? state.data : undefined;
  useDocumentTitle(reply ? reply.post.meta_title || reply.post.title : undefined);

  if (state.status === 'done' && state.data.status === 400) return notFound;

  return (
    <PageRoot>
      {state.status === 'loading' && <LoadingState label={t('loadingPost')} />}
      {state.status === 'error' && <ErrorNotice message={t('loadError')} onRetry={retry} />}
      {reply && (
        <article className={styles.post}>
          <Breadcrumbs items={[{ label: t('blog'), href: pathTo('blog') }, { label: reply.post.title }]} />
          <h1 className={styles.postTitle}>{reply.post.title}</h1>
          <time className={styles.date} dateTime={reply.post.published_at}>
            {t('publishedOn', { date: formatDate(reply.post.published_at, language) })}
          </time>
          <ResponsiveImage
            className={styles.cover}
            base={reply.post.image}
            alt=""
            width={1280}
            height={853}
            sizes={LEAD_IMAGE_SIZES.postCover}
            priority
          />
          <SafeHtml className={styles.content} html={reply.post.content} />
          {reply.next && (
            <nav className={styles.next} aria-label={t('nextPost')}>
              <span className={styles.nextLabel}>{t('nextPost')}</span>
              <Link to={localePath(pathTo('blog-post', { slug: reply.next.slug }))} className={styles.nextLink}>
                {reply.next.title}
              </Link>
            </nav>
          )}
        </article>
      )}
    </PageRoot>
  );
}
