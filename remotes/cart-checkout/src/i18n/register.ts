import { registerNamespace } from '@shop/i18n';
import ru from './ru.json';
import en from './en.json';
import ka from './ka.json';

/**
 * This remote's texts live in the 'cart-checkout' namespace of the shared i18next instance. This
 * file holds what every page says (totals lines, prices, order display); each page's own texts are
 * in i18n/<page>.ts, which its modules import NS from, so a page's chunk carries only its texts.
 */
export const NS = 'cart-checkout';

registerNamespace(NS, { 'ru-ru': ru, 'en-gb': en, 'ka-ge': ka });
