/** @jest-environment node */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { GIFTCARD_ARTS } from '../../db/seed-data/giftcards';
import { createTestApp, type TestApp } from '../../test/test-app';
import { giftcardImageHeight, giftcardImageSvg, giftcardImageUrl, parseGiftcardImageFile } from './giftcard-image';

describe('gift card design pictures', () => {
  it('draws the same picture for the same design and another for each other design', () => {
    const pictures = GIFTCARD_ARTS.map((art) => giftcardImageSvg(art, 768));
    expect(giftcardImageSvg(GIFTCARD_ARTS[0]!, 768)).toBe(pictures[0]);
    expect(new Set(pictures).size).toBe(GIFTCARD_ARTS.length);
  });

  it('sizes the SVG to the width asked for, in a bank card\'s proportions', () => {
    expect(giftcardImageSvg(GIFTCARD_ARTS[1]!, 400)).toContain(`width="400" height="${giftcardImageHeight(400)}"`);
    expect([400, 768, 1280].map(giftcardImageHeight)).toEqual([252, 484, 806]);
  });

  it('has each demo design once, and parses only known widths', () => {
    expect(new Set(GIFTCARD_ARTS.map((art) => art.imageNo)).size).toBe(GIFTCARD_ARTS.length);
    expect(parseGiftcardImageFile('3-1280.webp')).toEqual({ imageNo: 3, width: 1280 });
    expect(parseGiftcardImageFile('3-1000.webp')).toBeUndefined();
    expect(giftcardImageUrl(3, 768)).toBe('/api/media/giftcard/3-768.webp');
  });
});

describe('GET /api/media/giftcard/{imageNo}-{width}.webp', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t.close(); });

  it.each([400, 768, 1280])('renders a %i px WebP, cached forever and on disk', async (width) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/media/giftcard/1-${width}.webp` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'webp', width, height: giftcardImageHeight(width) });
    expect(existsSync(join(t.mediaDir, 'giftcard', `1-${width}.webp`))).toBe(true);
  });

  it('answers 404 JSON for a number no design has, and validation for a width not drawn', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: `/api/media/giftcard/${GIFTCARD_ARTS.length + 1}-400.webp` });
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { status: 404, error: 'not_found' }]);
    const odd = await t.app.inject({ method: 'GET', url: '/api/media/giftcard/1-500.webp' });
    expect([odd.statusCode, odd.json().error]).toEqual([400, 'validation']);
  });
});
