import { BannerImageParams, BlogImageParams, ErrorReply, FailureReply, GiftcardImageParams, ProductImageParams } from '@shop/contracts';
import { Type } from '@sinclair/typebox';
import { join } from 'node:path';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Db } from '../../db/client';
import type { TypeBoxProvider } from '../../infra/type-provider';
import { bannerImageSvg, parseBannerImageFile } from './banner-image';
import { logoSvg, parseImageFile } from './blog-image';
import { drawnArt } from './drawn-art';
import { giftcardImageSvg, parseGiftcardImageFile } from './giftcard-image';
import { blogImage, cachedImage, IMPORTED_IMAGES, importedPhoto, svgToWebp } from './image-cache';
import { blogImageExists, productImageInfo } from './media-repository';
import { parseProductImageFile, productImageSvg } from './product-image';

// Declared so the OpenAPI document names the content type of each reply (images, errors in JSON).
const WEBP = { description: 'The image', content: { 'image/webp': { schema: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }) } } };
const SVG = { description: 'The logo', content: { 'image/svg+xml': { schema: Type.String() } } };

/** A drawn image, or the JSON 404 of an image the shop does not have. */
function sendImage(reply: FastifyReply, image: Buffer | undefined | null | false): FastifyReply {
  if (!image) return reply.code(404).send({ status: 404, error: 'not_found' });
  return reply.type('image/webp').send(image);
}

/** Generated images. Registered outside the session scope: images never set cookies, so CDNs can cache them (CACHE_RULES.immutable). */
export const mediaRoutes: FastifyPluginAsync<{ db: Db; mediaDir: string }> = async (fastify, { db, mediaDir }) => {
  const app = fastify.withTypeProvider<TypeBoxProvider>();

  app.get('/media/blog/:file', {
    schema: {
      tags: ['media'],
      summary: 'Blog cover `{n}-{width}.webp`, width 400, 768 or 1280',
      params: BlogImageParams,
      response: { 200: WEBP, 400: ErrorReply, 404: FailureReply },
    },
    config: { cache: 'immutable' },
  }, async (request, reply) => {
    const parsed = parseImageFile(request.params.file);
    const image = parsed && (await blogImage(mediaDir, parsed.n, parsed.width, (n) => blogImageExists(db, n)));
    return sendImage(reply, image);
  });

  app.get('/media/product/:file', {
    schema: {
      tags: ['media'],
      summary: 'Product photo `{imageId}-{width}.webp`, width 400, 768 or 1280, height 1.5 × width',
      params: ProductImageParams,
      response: { 200: WEBP, 400: ErrorReply, 404: FailureReply },
    },
    config: { cache: 'immutable' },
  }, async (request, reply) => {
    const parsed = parseProductImageFile(request.params.file);
    // Only images of the catalogue are rendered: the disk cache cannot be filled with any id.
    const image = parsed && (await cachedImage(mediaDir, 'product', `${parsed.id}-${parsed.width}.webp`, async () => {
      const info = await productImageInfo(db, parsed.id);
      if (info?.source) return importedPhoto(join(mediaDir, IMPORTED_IMAGES, info.source), parsed.width);
      if (!info) return undefined;
      // A kind without an outline of its own is drawn as a T-shirt.
      const silhouette = (await drawnArt(db)).silhouettes.get(info.kind) ?? 'tee';
      return svgToWebp(productImageSvg({ id: parsed.id, position: info.position, silhouette, colour: info.colour }, parsed.width));
    }));
    return sendImage(reply, image);
  });

  app.get('/media/banner/:file', {
    schema: {
      tags: ['media'],
      summary: 'Home page banner `{id}-{width}.webp`, width 400, 768 or 1280, proportions as the banner\'s reply gives them',
      params: BannerImageParams,
      response: { 200: WEBP, 400: ErrorReply, 404: FailureReply },
    },
    config: { cache: 'immutable' },
  }, async (request, reply) => {
    const parsed = parseBannerImageFile(request.params.file);
    const art = parsed && (await drawnArt(db)).banners.get(parsed.id);
    // Only the arts of the table are rendered: the disk cache cannot be filled with any id.
    const image = art && (await cachedImage(mediaDir, 'banner', `${art.id}-${parsed.width}.webp`, () => svgToWebp(bannerImageSvg(art, parsed.width))));
    return sendImage(reply, image);
  });

  app.get('/media/giftcard/:file', {
    schema: {
      tags: ['media'],
      summary: 'Gift card design `{imageNo}-{width}.webp`, width 400, 768 or 1280, height 0.63 × width (a bank card)',
      params: GiftcardImageParams,
      response: { 200: WEBP, 400: ErrorReply, 404: FailureReply },
    },
    config: { cache: 'immutable' },
  }, async (request, reply) => {
    const parsed = parseGiftcardImageFile(request.params.file);
    const art = parsed && (await drawnArt(db)).giftcards.get(parsed.imageNo);
    // Only the designs of the table are rendered: the disk cache cannot be filled with any number.
    const image = art && (await cachedImage(mediaDir, 'giftcard', `${art.imageNo}-${parsed.width}.webp`, () => svgToWebp(giftcardImageSvg(art, parsed.width))));
    return sendImage(reply, image);
  });

  app.get('/media/logo.svg', { schema: { tags: ['media'], summary: 'Shop logo', response: { 200: SVG } }, config: { cache: 'logo' } }, async (_request, reply) => {
    return reply.type('image/svg+xml').send(logoSvg());
  });
};
