import { registerNamespace } from '@shop/i18n';
import { NS } from './register';
import ru from './refusals/ru.json';
import en from './refusals/en.json';
import ka from './refusals/ka.json';

// What the product page's forms (one-click, contact popup) say when the API refuses a contact or
// there were too many requests: one set of texts, in the chunk of whichever form loads first.
registerNamespace(NS, { 'ru-ru': ru, 'en-gb': en, 'ka-ge': ka });

export { NS };
