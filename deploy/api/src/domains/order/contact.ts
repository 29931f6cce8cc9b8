import { normalizeEmail, normalizePhone } from '@shop/contracts';
import { ApiError } from '../../infra/errors';

/** Who an order (goods or a gift card) is for, as the shopper gives it. */
export interface ContactData { firstname: string; lastname: string; telephone: string; email: string }

/** Contact data as the order keeps it: trimmed names, the phone in international form, the e-mail normalized; invalid_phone or invalid_email otherwise. */
export function contactOf(body: ContactData): ContactData {
  const telephone = normalizePhone(body.telephone);
  if (!telephone) throw new ApiError('invalid_phone');
  const email = normalizeEmail(body.email);
  if (!email) throw new ApiError('invalid_email');
  return { firstname: body.firstname.trim(), lastname: body.lastname.trim(), telephone, email };
}
