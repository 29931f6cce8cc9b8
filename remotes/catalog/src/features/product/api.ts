import { apiPost, type ApiReply } from '@shop/api-client';
import type {
  AddReviewReply,
  AddReviewRequest,
  ContactQuestionReply,
  ContactQuestionRequest,
  IsRegisteredReply,
  LanguageCode,
  OneClickReply,
  OneClickRequest,
  ProductReply,
  ReviewsReply,
  ReviewsRequest,
} from '@shop/contracts';
import { REVIEWS_PAGE_SIZE } from '@shop/contracts';

export function fetchProduct(language: LanguageCode, urlPath: string): Promise<ApiReply<ProductReply>> {
  return apiPost<ProductReply>(`indexedproducts/get/${language}`, { url_path: urlPath });
}

/** Spec §7/§9: reviews 10 a page, newest first. */
export function fetchReviews(productId: number, page: number): Promise<ApiReply<ReviewsReply>> {
  const body: ReviewsRequest = { product_id: productId, page, limit: REVIEWS_PAGE_SIZE };
  return apiPost<ReviewsReply>('review/get-product-reviews', body);
}

export function addReview(review: AddReviewRequest): Promise<ApiReply<AddReviewReply>> {
  return apiPost<AddReviewReply>('review/add-product-review', review);
}

/** Whether a phone number has an account (one-click offers a known customer to log in first). */
export function isRegistered(phone: string): Promise<ApiReply<IsRegisteredReply>> {
  return apiPost<IsRegisteredReply>('account/is-registered', { customer_phone: phone });
}

/** A one-click order, or (isRestock) a request to hear when a sold-out size is back (spec §3 One-click). */
export function sendOneClick(request: OneClickRequest): Promise<ApiReply<OneClickReply>> {
  return apiPost<OneClickReply>('cart/v2/oneclick', request);
}

/** A question to the shop's manager from the contact popup. */
export function sendQuestion(question: ContactQuestionRequest): Promise<ApiReply<ContactQuestionReply>> {
  return apiPost<ContactQuestionReply>('contact/question', question);
}
