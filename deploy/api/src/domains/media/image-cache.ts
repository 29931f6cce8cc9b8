import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { ImageWidth } from '@shop/contracts';
import { blogImageSvg } from './blog-image';

/** Renders at most this many images at once; more requests wait their turn (image work is CPU-bound). */
const MAX_PARALLEL_RENDERS = 2;
let rendering = 0;
const waiting: Array<() => void> = [];

async function withRenderSlot<T>(work: () => Promise<T>): Promise<T> {
  if (rendering >= MAX_PARALLEL_RENDERS) await new Promise<void>((resolve) => waiting.push(resolve));
  rendering += 1;
  try {
    return await work();
  } finally {
    rendering -= 1;
    waiting.shift()?.();
  }
}

/** Renders under way, by file: concurrent first requests for one image share a single render. */
const inFlight = new Map<string, Promise<Buffer | undefined>>();

/**
 * `<mediaDir>/<folder>/<name>` if it was rendered before; else `render()` (undefined: there is no
 * such image) written there first. The disk is read before anything else, so a cached image
 * costs no database query. Written to a temp name and renamed, so concurrent first requests (or
 * several API replicas sharing the folder) never serve a half-written file.
 */
export async function cachedImage(mediaDir: string, folder: string, name: string, render: () => Promise<Buffer | undefined>): Promise<Buffer | undefined> {
  const dir = join(mediaDir, folder);
  const file = join(dir, name);
  try {
    return await readFile(file);
  } catch {
    // Not rendered yet.
  }
  let pending = inFlight.get(file);
  if (!pending) {
    pending = withRenderSlot(async () => {
      const image = await render();
      if (!image) return undefined;
      await mkdir(dir, { recursive: true });
      await placeWhole(file, (temp) => writeFile(temp, image));
      return image;
    }).finally(() => inFlight.delete(file));
    inFlight.set(file, pending);
  }
  return pending;
}

/**
 * Writes a media file under a temporary name (`write` gets it), then renames it into place: the
 * folder may be shared by several edges, and one serving the file while another writes it again
 * (the same content, the same name) must read a whole file, never a part.
 */
export async function placeWhole(file: string, write: (temp: string) => Promise<void>): Promise<void> {
  const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await write(temp);
  await rename(temp, file);
}

/** Where imported product photos are kept, under the media folder: one file per content (its SHA-256), whoever imports it again. */
export const IMPORTED_IMAGES = 'imported';

/**
 * An imported photo as the shop shows product photos: `width` wide, 2:3 (cut to fill, centred),
 * WebP. Undefined when its file is gone (the media folder was wiped): the photo is then a 404.
 */
export async function importedPhoto(path: string, width: number): Promise<Buffer | undefined> {
  try {
    return await sharp(path).rotate().resize(width, Math.round(width * 1.5), { fit: 'cover' }).webp({ quality: 78 }).toBuffer();
  } catch (error) {
    if ((error as Error).message.includes('missing') || (error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** An SVG drawing as WebP. */
export const svgToWebp = (svg: string): Promise<Buffer> => sharp(Buffer.from(svg)).webp({ quality: 78 }).toBuffer();

/**
 * The WebP of blog image `n` at `width`, rendered on first request and then read from
 * `<mediaDir>/blog/`; undefined when `exists(n)` says no post uses that image.
 */
export const blogImage = (mediaDir: string, n: number, width: ImageWidth, exists: (n: number) => Promise<boolean>): Promise<Buffer | undefined> =>
  cachedImage(mediaDir, 'blog', `${n}-${width}.webp`, async () => ((await exists(n)) ? svgToWebp(blogImageSvg(n, width)) : undefined));
