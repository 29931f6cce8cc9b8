/** @jest-environment node */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
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
