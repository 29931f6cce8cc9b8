import { registerNamespace, useTranslation } from '@shop/i18n';
import type { RemovedByCurrency } from '@shop/contracts';
import { CloseButton } from '@shop/ui';
import { NS } from '../../i18n/texts';

// What switching the cart's currency took off it, in words: loaded only when that happens (rarely),
// so its texts stay out of every first visit's JavaScript.
registerNamespace(NS, {
  'ru-ru': {
    widgets: {
      currency: {
        promocode: 'Промокод снят с корзины: он действует только для цен в другой валюте.',
        giftcard: 'Подарочная карта снята с корзины: она выпущена в другой валюте.',
        close: 'Закрыть сообщение',
      },
    },
  },
  'en-gb': {
    widgets: {
      currency: {
        promocode: 'The promo code was removed from your cart: it only applies to prices in another currency.',
        giftcard: 'The gift card was removed from your cart: it was issued in another currency.',
        close: 'Close the message',
      },
    },
  },
  'ka-ge': {
    widgets: {
      currency: {
        promocode: 'პრომოკოდი კალათიდან მოიხსნა: ის მხოლოდ სხვა ვალუტაში ფასებზე მოქმედებს.',
        giftcard: 'სასაჩუქრე ბარათი კალათიდან მოიხსნა: ის სხვა ვალუტაშია გამოშვებული.',
        close: 'შეტყობინების დახურვა',
      },
    },
  },
});

/** One line for each thing that came off, and the × that closes them. */
export default function CurrencyRemoved({ removed, onClose }: { removed: readonly RemovedByCurrency[]; onClose: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <>
      <ul>
        {removed.map((what) => <li key={what}>{t(`widgets.currency.${what}`)}</li>)}
      </ul>
      <CloseButton label={t('widgets.currency.close')} onClick={onClose} />
    </>
  );
}
