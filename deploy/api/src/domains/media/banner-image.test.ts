/** @jest-environment node */
import { BANNER_ARTS } from '../../db/seed-data/home';
import { bannerHeight, bannerImageOf, bannerImageSvg, parseBannerImageFile } from './banner-image';

const bannerArt = (id: number) => BANNER_ARTS.find((art) => art.id === id);

describe('banner images', () => {
  const hero = bannerArt(1)!;

  it('draws the same picture for the same art and another for another', () => {
    expect(bannerImageSvg(hero, 768)).toBe(bannerImageSvg(hero, 768));
    expect(bannerImageSvg(hero, 768)).not.toBe(bannerImageSvg(bannerArt(2)!, 768));
  });

  it('sizes the SVG to the width asked for, in the proportions of its shape', () => {
    expect(bannerImageSvg(hero, 400)).toContain(`width="400" height="${bannerHeight('hero', 400)}"`);
    expect([bannerHeight('hero', 1280), bannerHeight('slide', 1280), bannerHeight('tile', 1280), bannerHeight('strip', 1280)]).toEqual([640, 720, 1600, 480]);
  });

  it('names the URLs of the three widths and the size of the largest', () => {
    expect(bannerImageOf(bannerArt(6)!)).toEqual({
      urls: { 400: '/api/media/banner/6-400.webp', 768: '/api/media/banner/6-768.webp', 1280: '/api/media/banner/6-1280.webp' },
      width: 1280,
      height: 1600,
    });
  });

  it('has each demo art once', () => {
    expect(new Set(BANNER_ARTS.map((art) => art.id)).size).toBe(BANNER_ARTS.length);
  });

  it('parses only known widths', () => {
    expect(parseBannerImageFile('12-1280.webp')).toEqual({ id: 12, width: 1280 });
    expect(parseBannerImageFile('12-1000.webp')).toBeUndefined();
    expect(parseBannerImageFile('12-400.png')).toBeUndefined();
  });
});
