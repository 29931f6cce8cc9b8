import type { AbBanner, BannerImage, CarouselSlide, HomeBlock, HomeBlockType, LanguageCode } from '@shop/contracts';
import type { Db } from '../../db/client';
import { bannerImageOf } from '../media/banner-image';
import { drawnArt, type BannerArt } from '../media/drawn-art';
import { findHomepage } from './home-repository';
import type { HomepageSettings } from './homepage-settings';

/** The home page's blocks in page order, only those of `types` when given. */
export async function homeBlocks(db: Db, language: LanguageCode, types?: readonly HomeBlockType[]): Promise<HomeBlock[]> {
  const blocks = withImages((await findHomepage(db, language))?.blocks ?? [], await bannerArts(db));
  return types ? blocks.filter((block) => types.includes(block.type)) : blocks;
}

export async function carouselSlides(db: Db, language: LanguageCode): Promise<CarouselSlide[]> {
  return withImages((await findHomepage(db, language))?.carousel ?? [], await bannerArts(db));
}

/** The variants of the running A/B banner test (none when no test runs). */
export async function abBannerVariants(db: Db, language: LanguageCode): Promise<AbBanner[]> {
  return withImages((await findHomepage(db, language))?.ab_banner_variants ?? [], await bannerArts(db));
}

/** Blocks and carousel at once, from one read of the settings: the home page's first data. */
export async function homeContent(db: Db, language: LanguageCode): Promise<{ blocks: HomeBlock[]; carousel: CarouselSlide[] }> {
  const homepage: Partial<HomepageSettings> = (await findHomepage(db, language)) ?? {};
  const arts = await bannerArts(db);
  return { blocks: withImages(homepage.blocks ?? [], arts), carousel: withImages(homepage.carousel ?? [], arts) };
}

const bannerArts = async (db: Db) => (await drawnArt(db)).banners;

/**
 * Each stored promotion with its picture's URLs and size. One whose art no longer exists is left
 * out: a banner without its picture would leave a hole of unknown size in the page.
 */
function withImages<T extends { art: number }>(stored: readonly T[], arts: ReadonlyMap<number, BannerArt>): Array<Omit<T, 'art'> & { image: BannerImage }> {
  return stored.flatMap(({ art: artId, ...promotion }) => {
    const art = arts.get(artId);
    return art ? [{ ...promotion, image: bannerImageOf(art) }] : [];
  });
}
