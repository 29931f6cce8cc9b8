import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { ImageWidth } from '@shop/contracts';
import { blogImageSvg } from './blog-image';

/**
 * The WebP of blog image `n` at `width`, rendered with sharp on first request and then read from
 * `<mediaDir>/blog/`. Written to a temp name and renamed, so concurrent first requests (or several
 * API replicas sharing the folder) never serve a half-written file.
 */
export async function blogImage(mediaDir: string, n: number, width: ImageWidth): Promise<Buffer> {
  const dir = join(mediaDir, 'blog');
  const file = join(dir, `${n}-${width}.webp`);
  try {
    return await readFile(file);
  } catch {
    const image = await sharp(Buffer.from(blogImageSvg(n, width))).webp({ quality: 78 }).toBuffer();
    await mkdir(dir, { recursive: true });
    const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temp, image);
    await rename(temp, file);
    return image;
  }
}
