import { registerNamespace } from '@shop/i18n';
import ru from './ru.json';
import en from './en.json';
import ka from './ka.json';

/** The back office's texts, in the 'backoffice' namespace of the shared i18next instance, in the staff member's language. */
export const NS = 'backoffice';

registerNamespace(NS, { 'ru-ru': ru, 'en-gb': en, 'ka-ge': ka });
