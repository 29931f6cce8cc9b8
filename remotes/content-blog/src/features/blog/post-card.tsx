import { Link } from '@shop/router';
import { formatDate, useLanguage, useTranslation } from '@shop/i18n';
import { usePathTo } from '@shop/i18n/links';
import { ResponsiveImage } from '@shop/ui';
import type { BlogPostSummary } from '@shop/contracts';
import { NS } from '../../i18n/register';
import styles from './blog.module.css';

// Blog covers are 3:2 (deploy/api media route); one column on mobile, two on tablet, three from 1280 px.
const CARD_SIZES = '(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw';

export function PostCard({ post, priority = false }: { post: BlogPostSummary; priority?: boolean }) {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  const pathTo = usePathTo();
  const href = pathTo('blog-post', { slug: post.slug });
  return (
    <article className={styles.card}>
      <Link to={href} tabIndex={-1} aria-hidden="true" className={styles.cardImage}>
        <ResponsiveImage base={post.image} alt="" width={1280} height={853} sizes={CARD_SIZES} priority={priority} />
      </Link>
      <div className={styles.cardBody}>
        <h2 className={styles.cardTitle}>
          <Link to={href}>{post.title}</Link>
        </h2>
        <time className={styles.date} dateTime={post.published_at}>
          {formatDate(post.published_at, language)}
        </time>
        <p className={styles.excerpt}>{post.excerpt}</p>
        <Link to={href} className={styles.more} aria-label={t('readMore', { title: post.title })}>
          →
        </Link>
      </div>
    </article>
  );
}
