import { registerNamespace } from '@shop/i18n';
import { NS } from './register';
import ru from './one-click/ru.json';
import en from './one-click/en.json';
import ka from './one-click/ka.json';

// The texts of the product page's one-click, which loads when the shopper opens it: they travel in
// its chunk, not with the product page (issue 10).
registerNamespace(NS, { 'ru-ru': ru, 'en-gb': en, 'ka-ge': ka });

export { NS };
