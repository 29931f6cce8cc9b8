/** @jest-environment node */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

describe('GET /api/media/blog/{n}-{width}.webp', () => {
  it.each([400, 768, 1280])('renders a %i px WebP, cached forever and on disk', async (width) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/media/blog/3-${width}.webp` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['set-cookie']).toBeUndefined();
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width, height: Math.round((width * 2) / 3) });
    expect(existsSync(join(t.mediaDir, 'blog', `3-${width}.webp`))).toBe(true);
  });

  it('serves the same bytes from the disk cache', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/media/blog/5-400.webp' });
    const second = await t.app.inject({ method: 'GET', url: '/api/media/blog/5-400.webp' });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('answers 404 JSON for an image no post uses', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/media/blog/99999-400.webp' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404, error: 'not_found' });
  });

  it.each(['3-500.webp', '3-400.png', 'x-400.webp', '..%2F3-400.webp'])('answers validation for %s', async (file) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/media/blog/${file}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, error: 'validation' });
  });

  it('serves the logo as SVG', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/media/logo.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toContain('<svg');
  });
});

describe('GET /api/media/product/{imageId}-{width}.webp', () => {
  it.each([400, 768, 1280])('renders a %i px WebP at 2:3, cached forever and on disk', async (width) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/media/product/1-${width}.webp` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'webp', width, height: width * 1.5 });
    expect(existsSync(join(t.mediaDir, 'product', `1-${width}.webp`))).toBe(true);
  });

  it('draws each image of a product as another picture, the same on every request', async () => {
    const [a, b, again] = await Promise.all(['2-400', '3-400', '2-400'].map((file) => t.app.inject({ method: 'GET', url: `/api/media/product/${file}.webp` })));
    expect(a!.statusCode).toBe(200);
    expect(a!.rawPayload.equals(b!.rawPayload)).toBe(false);
    expect(again!.rawPayload.equals(a!.rawPayload)).toBe(true);
  });

  it('paints the garment in the product colour', async () => {
    // The front shot (position 0) of a dress: the middle of the frame is the dress.
    const [row] = (await t.db.orm.execute(sql`
      SELECT i.id, v.swatch FROM product_images i JOIN products p ON p.id = i.product_id
      JOIN product_attribute_values pav ON pav.product_id = p.id
      JOIN attribute_values v ON v.id = pav.value_id AND v.attribute_code = 'color'
      WHERE p.kind = 'dress' AND i.position = 0 ORDER BY i.id LIMIT 1`) as unknown as { rows: Array<{ id: number; swatch: string }> }).rows;
    const response = await t.app.inject({ method: 'GET', url: `/api/media/product/${row!.id}-768.webp` });
    const middle = await sharp(response.rawPayload).extract({ left: 334, top: 526, width: 100, height: 100 }).toBuffer();
    const { channels } = await sharp(middle).stats();
    const hex = Number.parseInt(row!.swatch.slice(1), 16);
    const expected = [(hex >> 16) & 255, (hex >> 8) & 255, hex & 255];
    const distance = Math.hypot(...channels.slice(0, 3).map((channel, i) => channel.mean - expected[i]!));
    expect(distance).toBeLessThan(40);
  });

  it('answers 404 JSON for an image id no product has', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/media/product/999999999-400.webp' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404, error: 'not_found' });
  });

  it.each(['1-500.webp', '1-400.png', 'x-400.webp', '1-400.webp.exe', '..%2F1-400.webp'])('answers validation for %s', async (file) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/media/product/${file}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, error: 'validation' });
  });
});
