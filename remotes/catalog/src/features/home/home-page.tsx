import { LEAD_IMAGE_SIZES, type HomePageProps } from '@shop/contracts';
import { useLanguage, useTranslation } from '@shop/i18n';
import { useSettings } from '@shop/session';
import { ErrorNotice, VisuallyHidden, useDocumentTitle, useRequest } from '@shop/ui';
import { PageRoot } from '../../components/page-root';
import { NS } from '../../i18n/home';
import { AbBanner } from './ab-banner';
import { fetchHome } from './api';
import { Carousel } from './carousel';
import { HomeSkeleton } from './home-skeleton';
import { LatestPosts } from './latest-posts';
import { ProductRow } from './product-row';
import { PromotionCard } from './promotion';
import styles from './home.module.css';

/** The home page (spec §1): content blocks, carousel, the A/B banner, product rows and the latest posts. */
export function HomePageView({ initialData }: HomePageProps) {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  const settings = useSettings(language);
  const { state, retry } = useRequest(language, fetchHome, initialData);
  useDocumentTitle(settings?.seo.title, settings?.seo.description);

  const home = state.status === 'done' ? state.data : undefined;
  const heroes = home?.blocks.filter((block) => block.type === 'hero') ?? [];
  const tiles = home?.blocks.filter((block) => block.type === 'category') ?? [];
  const promos = home?.blocks.filter((block) => block.type === 'promo') ?? [];

  return (
    <PageRoot>
      <VisuallyHidden as="h1">{settings?.name ?? t('homeTitle')}</VisuallyHidden>
      {state.status === 'loading' && <HomeSkeleton />}
      {state.status === 'error' && <ErrorNotice message={t('loadError')} onRetry={retry} />}
      {home && (
        <div className={styles.home}>
          {heroes.map((block, index) => (
            <PromotionCard key={block.id} promotion={block} look="hero" sizes={LEAD_IMAGE_SIZES.homeBanner} priority={index === 0} />
          ))}
          <Carousel slides={home.carousel} />
          <AbBanner language={language} />
          {tiles.length > 0 && (
            <section className={styles.section} aria-label={t('categories')}>
              <ul className={styles.tiles}>
                {tiles.map((tile) => (
                  <li key={tile.id}>
                    <PromotionCard promotion={tile} look="tile" sizes="(min-width: 1280px) 300px, (min-width: 768px) 33vw, 50vw" headingLevel={3} />
                  </li>
                ))}
              </ul>
            </section>
          )}
          <ProductRow title={t('rowFavourite')} products={home.favourite} />
          {promos.map((block) => (
            <PromotionCard key={block.id} promotion={block} look="promo" sizes="(min-width: 1280px) 600px, 100vw" />
          ))}
          <ProductRow title={t('rowSale')} products={home.sale} />
          <ProductRow title={t('rowNewest')} products={home.newest} />
          <LatestPosts posts={home.posts} />
        </div>
      )}
    </PageRoot>
  );
}
