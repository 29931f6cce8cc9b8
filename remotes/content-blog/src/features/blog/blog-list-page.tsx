import type { ReactNode } from 'react';
import type { BlogListProps } from '@shop/contracts';
import { useSearchParams } from '@shop/router';
import { useLanguage, useTranslation } from '@shop/i18n';
import { usePathTo } from '@shop/i18n/links';
import { useSettings } from '@shop/session';
import { ErrorNotice, LoadingState, Pagination, useDocumentTitle, useRequest } from '@shop/ui';
import { PageRoot } from '../../components/page-root';
import { NS } from '../../i18n/register';
import { fetchPosts } from './api';
import { PostCard } from './post-card';
import styles from './blog.module.css';

/** `?page=2` → 2; anything else (missing, 0, 'abc') is the first page. */
export function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** /blog: the newest posts, 21 a page, with page links (spec §2, §9). */
export function BlogListPage({ initialData, notFound }: BlogListProps & { notFound: ReactNode }) {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  const pathTo = usePathTo();
  const [params] = useSearchParams();
  const page = readPage(params.get('page'));
  const { state, retry } = useRequest(`${language}:${page}`, () => fetchPosts(page), initialData);
  const reply = state.status === 'done' && state.data.status === 200 ? state.data : undefined;
  const seo = useSettings(language)?.seo.blog;
  useDocumentTitle(seo?.title ?? t('blogTitle'), seo?.description);

  if (state.status === 'done' && state.data.status === 400) return notFound;
  // A page past the end is not a page.
  if (reply && reply.posts.length === 0 && page > 1) return notFound;

  return (
    <PageRoot>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('blogTitle')}</h1>
        <p className={styles.intro}>{t('blogIntro')}</p>
      </header>
      {state.status === 'loading' && <LoadingState label={t('loadingPosts')} />}
      {state.status === 'error' && <ErrorNotice message={t('loadError')} onRetry={retry} />}
      {reply && (
        <>
          <p className={styles.count}>{t('postCount', { count: reply.total })}</p>
          {reply.posts.length === 0 ? (
            <p>{t('noPosts')}</p>
          ) : (
            <ul className={styles.grid}>
              {reply.posts.map((post, index) => (
                <li key={post.slug}>
                  <PostCard post={post} priority={index === 0} />
                </li>
              ))}
            </ul>
          )}
          <Pagination
            page={page}
            totalPages={Math.ceil(reply.total / reply.limit)}
            hrefFor={(p) => pathTo('blog', {}, { page: p === 1 ? undefined : p })}
          />
        </>
      )}
    </PageRoot>
  );
}
