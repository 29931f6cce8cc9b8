import type { AbBanner, CarouselSlide, HomeBlock } from '@shop/contracts';

// The home page's content is the `homepage` group of each language's settings row (spec §3),
// stored beside the groups GET /settings answers but served only by the home endpoints: every
// page inlines the settings, and only the home page needs its blocks.

/** A promotion as stored: its picture named by a banner art id (the drawn_art table, domains/media/drawn-art.ts), drawn by the media route. */
export type Stored<T extends { image: unknown }> = Omit<T, 'image'> & { art: number };

export interface HomepageSettings {
  blocks: Array<Stored<HomeBlock>>;
  carousel: Array<Stored<CarouselSlide>>;
  /** The variants of the running A/B banner test; empty when none runs. */
  ab_banner_variants: Array<Stored<AbBanner>>;
}
