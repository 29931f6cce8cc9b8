import { CHECKOUT_ERRORS, PROMO_REFUSALS, type ErrorReply } from '@shop/contracts';
import { formatPrice, useLanguage, useTranslation } from '@shop/i18n';
import { useSettings } from '@shop/session';
import { NS } from '../i18n/order';

/** Codes with a message of their own: spec §8 checkout and promo refusals, and a sold-out size. */
const KNOWN = new Set<string>([
  ...Object.values(CHECKOUT_ERRORS),
  'out_of_stock',
  'invalid_phone',
  'invalid_email',
  // Placing re-checks the promo code; not_found there means the order, so it keeps the general words.
  ...PROMO_REFUSALS.filter((reason) => reason !== 'not_found'),
]);

/**
 * The translated words for a refused order or payment call: each known code its own message
 * (out_of_stock names the product the server named, min_order_amount the shop's minimum), and
 * spec §8 "An error occurred, please contact us" for anything else, a failed request included.
 */
export function useOrderErrorText(): (error: ErrorReply | string) => string {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  const settings = useSettings(language);
  return (error) => {
    const code = typeof error === 'string' ? error : error.error;
    const message = typeof error === 'string' ? undefined : error.message;
    if (!KNOWN.has(code)) return t('errors.general');
    if (code === 'out_of_stock') return message ? t('errors.out_of_stock_named', { product: message }) : t('errors.out_of_stock');
    if (code === CHECKOUT_ERRORS.minimumTotal) {
      return t('errors.min_order_amount', { amount: settings ? formatPrice(settings.order.minimum_total, settings.currency) : '' });
    }
    return t(`errors.${code}`);
  };
}
