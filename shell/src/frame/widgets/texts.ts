import { registerNamespace } from '@shop/i18n';
import { NS } from '../../i18n/texts';

/** The floating widgets' texts: 'widgets.*' in the shell namespace. */
registerNamespace(NS, {
  'ru-ru': {
    widgets: {
      contacts: {
        label: 'Связаться с нами',
        toggle: 'Способы связи',
      },
      bonus: {
        title: 'Бонусная карта',
        text: 'Оформите бонусную карту: баллы за каждую покупку, скидка по уровню и кешбэк.',
        link: 'Подробнее о карте',
      },
      currency: {
        promocode: 'Промокод снят с корзины: он действует только для цен в другой валюте.',
        giftcard: 'Подарочная карта снята с корзины: она выпущена в другой валюте.',
        close: 'Закрыть сообщение',
      },
    },
  },
  'en-gb': {
    widgets: {
      contacts: {
        label: 'Contact us',
        toggle: 'Ways to contact us',
      },
      bonus: {
        title: 'Bonus card',
        text: 'Get a bonus card: points for every purchase, a level discount and cashback.',
        link: 'About the card',
      },
      currency: {
        promocode: 'The promo code was removed from your cart: it only applies to prices in another currency.',
        giftcard: 'The gift card was removed from your cart: it was issued in another currency.',
        close: 'Close the message',
      },
    },
  },
  'ka-ge': {
    widgets: {
      contacts: {
        label: 'დაგვიკავშირდით',
        toggle: 'დაკავშირების გზები',
      },
      bonus: {
        title: 'ბონუს ბარათი',
        text: 'გააფორმეთ ბონუს ბარათი: ქულები ყოველ შენაძენზე, დონის ფასდაკლება და ქეშბექი.',
        link: 'ბარათის შესახებ',
      },
      currency: {
        promocode: 'პრომოკოდი კალათიდან მოიხსნა: ის მხოლოდ სხვა ვალუტაში ფასებზე მოქმედებს.',
        giftcard: 'სასაჩუქრე ბარათი კალათიდან მოიხსნა: ის სხვა ვალუტაშია გამოშვებული.',
        close: 'შეტყობინების დახურვა',
      },
    },
  },
});
