import { registerNamespace } from '@shop/i18n';
import ru from './ru.json';
import en from './en.json';
import ka from './ka.json';

/**
 * This remote's texts live in the 'account-loyalty' namespace of the shared i18next instance. This
 * file holds what every account page says (the menu, the guest's prompt, general errors, points);
 * each page's own texts are in i18n/<feature>.ts, which its modules import NS from, so the login
 * popup's chunk carries the login's texts and not the loyalty programme's.
 */
export const NS = 'account-loyalty';

registerNamespace(NS, { 'ru-ru': ru, 'en-gb': en, 'ka-ge': ka });
