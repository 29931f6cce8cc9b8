import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { ImageWidth } from '@shop/contracts';
import { blogImageSvg } from './blog-image';

/**
 * `<mediaDir>/<folder>/<name>` if it was rendered before, else `render()` written there first.
 * Written to a temp name and renamed, so concurrent first requests (or several API replicas
 * sharing the folder) never serve a half-written file.
 */
export async function cachedImage(mediaDir: string, folder: string, name: string, render: () => Promise<Buffer>): Promise<Buffer> {
  const dir = join(mediaDir, folder);
  const file = join(dir, name);
  try {
    return await readFile(file);
  } catch {
    const image = await render();
    await mkdir(dir, { recursive: true });
    const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temp, image);
    await rename(temp, file);
    return image;
  }
}

/** An SVG drawing as WebP. */
export const svgToWebp = (svg: string): Promise<Buffer> => sharp(Buffer.from(svg)).webp({ quality: 78 }).toBuffer();

/** The WebP of blog image `n` at `width`, rendered on first request and then read from `<mediaDir>/blog/`. */
export const blogImage = (mediaDir: string, n: number, width: ImageWidth): Promise<Buffer> =>
  cachedImage(mediaDir, 'blog', `${n}-${width}.webp`, () => svgToWebp(blogImageSvg(n, width)));
