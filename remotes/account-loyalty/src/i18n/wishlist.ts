import { registerNamespace } from '@shop/i18n';
import { NS } from './register';
import ru from './wishlist/ru.json';
import en from './wishlist/en.json';
import ka from './wishlist/ka.json';

// The texts of /account/wishlist.
// Registered by the modules that show them, so each page's chunk carries its own texts.
registerNamespace(NS, { 'ru-ru': ru, 'en-gb': en, 'ka-ge': ka });

export { NS };
