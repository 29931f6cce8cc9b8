import { registerNamespace } from '@shop/i18n';
import { NS } from '../../i18n/texts';

/** The burger's name, which every page shows: the rest of the menus' texts load with them (texts.ts). */
registerNamespace(NS, {
  'ru-ru': { menu: { title: 'Меню' } },
  'en-gb': { menu: { title: 'Menu' } },
  'ka-ge': { menu: { title: 'მენიუ' } },
});
