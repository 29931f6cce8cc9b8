import { registerNamespace } from '@shop/i18n';
import ru from './ru.json';
import en from './en.json';
import ka from './ka.json';

/**
 * This remote's texts live in the 'giftcard' namespace of the shared i18next instance. This file
 * holds what every screen says (a card's figures, the spec §8 errors); each screen's own texts are in
 * i18n/<screen>.ts, which its modules import NS from, so each exposed module's chunk carries its own.
 */
export const NS = 'giftcard';

registerNamespace(NS, { 'ru-ru': ru, 'en-gb': en, 'ka-ge': ka });
