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
    },
  },
});
