import { memo, useId } from 'react';
import type { BlogPostSummary } from '@shop/contracts';
import { formatDate, useLanguage, useTranslation } from '@shop/i18n';
import { usePathTo } from '@shop/i18n/links';
import { Link } from '@shop/router';
import { ResponsiveImage } from '@shop/ui';
import { NS } from '../../i18n/home';
import { HydrateNearView } from '../../components/hydrate-near-view';
import styles from './home.module.css';

/** The newest blog posts, linking into the blog (content-blog's pages, by URL only); hydrated when near (see HydrateNearView). */
export const LatestPosts = memo(function LatestPosts({ posts }: { posts: readonly BlogPostSummary[] }) {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  const pathTo = usePathTo();
  const headingId = useId();
  if (posts.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHead}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {t('latestPosts')}
        </h2>
        <Link className={styles.allLink} to={pathTo('blog')}>
          {t('allPosts')}
        </Link>
      </div>
      <HydrateNearView as="ul" className={styles.posts}>
        {posts.map((post) => (
          <li key={post.slug}>
            <article className={styles.post}>
              <ResponsiveImage base={post.image} alt="" width={1280} height={853} sizes={{ mobile: '100vw', tablet: '50vw', desktop: '400px' }} />
              <h3 className={styles.postTitle}>
                <Link className={styles.promotionLink} to={pathTo('blog-post', { slug: post.slug })}>
                  {post.title}
                </Link>
              </h3>
              <time className={styles.date} dateTime={post.published_at}>
                {formatDate(post.published_at, language)}
              </time>
            </article>
          </li>
        ))}
      </HydrateNearView>
    </section>
  );
});
