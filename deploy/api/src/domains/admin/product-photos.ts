import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PRODUCT_ERRORS, PRODUCT_LIMITS } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { rowsOf, type Db } from '../../db/client';
import { ApiError } from '../../infra/errors';
import { catchUpListingIndex } from '../catalog/listing-index';
import { IMPORTED_IMAGES, placeWhole } from '../media/image-cache';
import { audit, refuseStale } from './audit';
import type { Principal } from './principal';

// Photos uploaded from the browser: checked by their bytes, named by their content and kept where
// the catalogue file's photos are (media/imported), so the shop's image pipeline serves both alike.

/** What sharp reads that the shop takes as a product photo. */
const PHOTO_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'gif', 'tiff']);

/** An uploaded file's bytes checked as a product photo: its content name (sha256.format); refused with the reason. */
export async function checkedPhoto(bytes: Buffer): Promise<string> {
  if (bytes.length > PRODUCT_LIMITS.photoBytes) throw new ApiError(PRODUCT_ERRORS.photoTooLarge, `At most ${PRODUCT_LIMITS.photoBytes / 1024 / 1024} MB a photo`, { field: 'photo' });
  let metadata: sharp.Metadata;
  try {
    // The pixel limit is sharp's own: a small file that unpacks into a huge image is refused unread.
    metadata = await sharp(bytes, { limitInputPixels: PRODUCT_LIMITS.photoPixels }).metadata();
  } catch {
    throw new ApiError(PRODUCT_ERRORS.notAnImage, 'Not a JPEG, PNG, WebP, AVIF, GIF or TIFF image', { field: 'photo' });
  }
  const { format, width = 0, height = 0 } = metadata;
  if (!format || !PHOTO_FORMATS.has(format)) throw new ApiError(PRODUCT_ERRORS.notAnImage, 'Not a JPEG, PNG, WebP, AVIF, GIF or TIFF image', { field: 'photo' });
  if (width * height > PRODUCT_LIMITS.photoPixels) throw new ApiError(PRODUCT_ERRORS.photoTooLarge, `At most ${PRODUCT_LIMITS.photoPixels / 1_000_000} megapixels`, { field: 'photo' });
  if (Math.min(width, height) < PRODUCT_LIMITS.photoMinSide) throw new ApiError(PRODUCT_ERRORS.photoTooSmall, `At least ${PRODUCT_LIMITS.photoMinSide} pixels on the shorter side`, { field: 'photo' });
  return `${createHash('sha256').update(bytes).digest('hex')}.${format}`;
}

/**
 * Adds checked photos after the product's others (at most PRODUCT_LIMITS.photos in all), when made
 * from the product's `version` if one is given (409 else): the files
 * are placed first (named by content, so a retry or another product's copy is the same file),
 * then the rows, the version and the audit row in one transaction.
 */
export async function addPhotos(db: Db, principal: Principal, productId: number, files: Buffer[], { mediaDir, version }: { mediaDir: string; version?: number }): Promise<void> {
  if (files.length === 0) throw new ApiError(PRODUCT_ERRORS.noPhoto, 'No photo in the upload', { field: 'photo' });
  const sources: string[] = [];
  for (const bytes of files) sources.push(await checkedPhoto(bytes));
  const folder = join(mediaDir, IMPORTED_IMAGES);
  await mkdir(folder, { recursive: true });
  for (const [i, source] of sources.entries()) await placeWhole(join(folder, source), (temp) => writeFile(temp, files[i]!));
  await db.orm.transaction(async (tx) => {
    const [product] = rowsOf<{ sku: string; version: number; photos: number; last: number | null }>(await tx.execute(sql`
      SELECT p.sku, p.version, (SELECT count(*)::int FROM product_images i WHERE i.product_id = p.id) AS photos,
        (SELECT max(i.position) FROM product_images i WHERE i.product_id = p.id) AS last
      FROM products p WHERE p.id = ${productId} FOR UPDATE OF p`));
    if (!product) throw new ApiError('not_found');
    if (version !== undefined) await refuseStale(tx, `product:${product.sku}`, version, Number(product.version));
    if (Number(product.photos) + sources.length > PRODUCT_LIMITS.photos) {
      throw new ApiError(PRODUCT_ERRORS.tooManyPhotos, `At most ${PRODUCT_LIMITS.photos} photos a product: it has ${product.photos}`, { field: 'photo' });
    }
    const first = product.last === null ? 0 : Number(product.last) + 1;
    await tx.execute(sql`
      INSERT INTO product_images (product_id, position, source)
      SELECT ${productId}, ${first} + x.n - 1, x.source FROM jsonb_array_elements_text(${JSON.stringify(sources)}::jsonb) WITH ORDINALITY AS x(source, n)`);
    await tx.execute(sql`UPDATE products SET version = version + 1 WHERE id = ${productId}`);
    await audit(tx, principal, { action: 'product.photos_added', target: `product:${product.sku}`, before: { photos: Number(product.photos) }, after: { photos: Number(product.photos) + sources.length, sources } });
  });
  await catchUpListingIndex(db);
}
