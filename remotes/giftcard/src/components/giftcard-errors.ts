import { GIFTCARD_ERRORS } from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { NS } from '../i18n/register';

/** The refusals with words of their own (spec §8); every other one is "An error occurred, please contact support." */
const WORDED = new Set<string>([GIFTCARD_ERRORS.invalidCard, GIFTCARD_ERRORS.missingFields, 'too_many_requests']);

/** The text of a gift card refusal: never which of number or PIN was wrong, the server does not say either. */
export function useGiftcardErrorText(): (error: string) => string {
  const { t } = useTranslation(NS);
  return (error) => t(`errors.${WORDED.has(error) ? error : 'general'}`);
}
