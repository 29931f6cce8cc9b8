import multipart from '@fastify/multipart';
import {
  AdminIdParams, AdminProductChoicesReply, AdminProductPhotosQuery, AdminProductCreateRequest, AdminProductRefusal, AdminProductReply, AdminProductsQuery, AdminProductsReply,
  AdminProductUpdateRequest, ConflictReply, FailureReply, PRODUCT_ERRORS, PRODUCT_LIMITS,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { ApiError } from '../../infra/errors';
import { requestLanguage } from '../../infra/language';
import type { TypeBoxProvider } from '../../infra/type-provider';
import { siteUrl } from '../settings/site-url';
import { addPhotos } from './product-photos';
import { createProduct, findAdminProduct, listProducts, productChoices, updateProduct } from './products';
import { ROLE_NOTE } from './route-notes';

const refusals = { 400: AdminProductRefusal, 401: FailureReply, 403: FailureReply, 429: FailureReply };
const personal = { cache: 'personal' as const };

/** The catalogue area: products listed, read, made and edited (versioned: 409 when stale), and their photos uploaded. */
export async function registerProductRoutes(scope: FastifyInstance, db: Db, mediaDir: string): Promise<void> {
  // Only here: the rest of the API takes JSON. Limits past which the upload is cut off unread.
  await scope.register(multipart, { limits: { fileSize: PRODUCT_LIMITS.photoBytes, files: PRODUCT_LIMITS.photos, fields: 0, parts: PRODUCT_LIMITS.photos } });
  const app = scope.withTypeProvider<TypeBoxProvider>();

  const found = async (id: number) => {
    const product = await findAdminProduct(db, id);
    if (!product) throw new ApiError('not_found');
    return { status: 200 as const, product };
  };

  app.get('/products', {
    schema: {
      tags: ['admin'],
      summary: 'Products, newest first: by SKU (or its start) or words of the name in any language, category, status and stock',
      description: `50 a page; archived products only when \`status=archived\` asks for them. Names in the x-language. ${ROLE_NOTE}`,
      querystring: AdminProductsQuery,
      response: { 200: AdminProductsReply, ...refusals },
    },
    config: { ...personal, permission: 'catalogue.read' },
  }, async (request) => ({ status: 200 as const, ...await listProducts(db, requestLanguage(request), request.query) }));

  app.get('/products/choices', {
    schema: {
      tags: ['admin'],
      summary: 'What a product picks from: categories, sizes, colours, materials and seasons, named in the x-language',
      description: ROLE_NOTE,
      response: { 200: AdminProductChoicesReply, ...refusals },
    },
    config: { ...personal, permission: 'catalogue.read' },
  }, async (request) => ({ status: 200 as const, ...await productChoices(db, requestLanguage(request)) }));

  app.get('/products/:id', {
    schema: {
      tags: ['admin'],
      summary: 'One product: names and descriptions in every language, prices in every currency, sizes with units, photos, status, version',
      description: `400 not_found. ${ROLE_NOTE}`,
      params: AdminIdParams,
      response: { 200: AdminProductReply, ...refusals },
    },
    config: { ...personal, permission: 'catalogue.read' },
  }, (request) => found(request.params.id));

  app.post('/products', {
    schema: {
      tags: ['admin'],
      summary: 'Make a product (with two drawn photos until real ones are uploaded)',
      description: `400 ${PRODUCT_ERRORS.skuTaken}, ${PRODUCT_ERRORS.pathTaken}, ${PRODUCT_ERRORS.oldPriceNotAbove}, ${PRODUCT_ERRORS.unknownChoice}, ${PRODUCT_ERRORS.sizeTwice}, validation; `
        + `\`field\` names the field. ${ROLE_NOTE}`,
      body: AdminProductCreateRequest,
      response: { 200: AdminProductReply, ...refusals },
    },
    config: { permission: 'catalogue.change' },
  }, async (request) => found(await createProduct(db, request.principal!, request.body)));

  app.post('/products/:id', {
    schema: {
      tags: ['admin'],
      summary: 'Save an edit of a product made from `version` of it',
      description: `409: another save came first (who and when in the reply). Photos: in the order given, with their alt texts; one left out is removed. `
        + `Shoppers waiting for a size that gets units are told. 400 as for a new product, ${PRODUCT_ERRORS.unknownPhoto}, not_found. ${ROLE_NOTE}`,
      params: AdminIdParams,
      body: AdminProductUpdateRequest,
      response: { 200: AdminProductReply, ...refusals, 409: ConflictReply },
    },
    config: { permission: 'catalogue.change' },
  }, async (request) => {
    await updateProduct(db, request.principal!, request.params.id, request.body, await siteUrl(db, request));
    return found(request.params.id);
  });

  app.post('/products/:id/photos', {
    schema: {
      tags: ['admin'],
      summary: 'Upload photos (multipart/form-data, one or more files in `photo`), added after the product\'s others',
      description: `The type is read from the bytes (JPEG, PNG, WebP, AVIF, GIF, TIFF); at most ${PRODUCT_LIMITS.photoBytes / 1024 / 1024} MB and `
        + `${PRODUCT_LIMITS.photoPixels / 1_000_000} megapixels each, at least ${PRODUCT_LIMITS.photoMinSide} px on the shorter side, ${PRODUCT_LIMITS.photos} a product. `
        + `400 ${PRODUCT_ERRORS.notAnImage}, ${PRODUCT_ERRORS.photoTooLarge}, ${PRODUCT_ERRORS.photoTooSmall}, ${PRODUCT_ERRORS.tooManyPhotos}, ${PRODUCT_ERRORS.noPhoto}, not_found. ${ROLE_NOTE}`,
      params: AdminIdParams,
      querystring: AdminProductPhotosQuery,
      response: { 200: AdminProductReply, ...refusals, 409: ConflictReply },
    },
    config: { permission: 'catalogue.change' },
  }, async (request) => {
    if (!request.isMultipart()) throw new ApiError(PRODUCT_ERRORS.noPhoto, 'Send the photos as multipart/form-data', { field: 'photo' });
    const files: Buffer[] = [];
    for await (const part of request.files()) {
      const bytes = await part.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(PRODUCT_ERRORS.photoTooLarge, `At most ${PRODUCT_LIMITS.photoBytes / 1024 / 1024} MB a photo`, { field: 'photo' });
        throw error;
      });
      files.push(bytes);
    }
    await addPhotos(db, request.principal!, request.params.id, files, { mediaDir, version: request.query.version });
    return found(request.params.id);
  });
}
