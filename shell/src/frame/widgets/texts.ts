import { registerNamespace } from '@shop/i18n';
import { NS } from '../../i18n/texts';

/** The floating widgets' texts: 'widgets.*' in the shell namespace (the bonus popup's and the currency notice's load with them). */
registerNamespace(NS, {
  'ru-ru': {
    widgets: {
      contacts: {
        label: 'Связаться с нами',
        toggle: 'Способы связи',
      },
    },
  },
  'en-gb': {
    widgets: {
      contacts: {
        label: 'Contact us',
        toggle: 'Ways to contact us',
      },
    },
  },
  'ka-ge': {
    widgets: {
      contacts: {
        label: 'დაგვიკავშირდით',
        toggle: 'დაკავშირების გზები',
      },
    },
  },
});
