import type { HomeBlock } from '@shop/contracts';
import { useLocalePath } from '@shop/i18n';
import { Link } from '@shop/router';
import { BannerPicture } from './banner-picture';
import styles from './home.module.css';

type Promotion = Omit<HomeBlock, 'type'>;

export interface PromotionCardProps {
  promotion: Promotion;
  /** hero: words over the picture; tile: a category tile; promo: picture beside the words. */
  look: 'hero' | 'tile' | 'promo';
  sizes: string;
  priority?: boolean;
  headingLevel?: 2 | 3;
}

/** One promotional piece (a block, a slide or the A/B banner): a picture, words and one link. */
export function PromotionCard({ promotion, look, sizes, priority = false, headingLevel = 2 }: PromotionCardProps) {
  const localePath = useLocalePath();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={`${styles.promotion} ${styles[look]}`}>
      <BannerPicture image={promotion.image} sizes={sizes} priority={priority} />
      <div className={styles.words}>
        {promotion.subtitle && <p className={styles.subtitle}>{promotion.subtitle}</p>}
        <Heading className={styles.promotionTitle}>
          <Link className={styles.promotionLink} to={localePath(promotion.href)}>
            {promotion.title}
          </Link>
        </Heading>
        {promotion.text && <p className={styles.text}>{promotion.text}</p>}
        {promotion.button && (
          <span className={styles.button} aria-hidden="true">
            {promotion.button}
          </span>
        )}
      </div>
    </article>
  );
}
