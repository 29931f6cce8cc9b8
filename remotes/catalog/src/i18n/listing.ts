import { registerNamespace } from '@shop/i18n';
import { NS } from './register';
import ru from './listing/ru.json';
import en from './listing/en.json';
import ka from './listing/ka.json';

// The listing texts (category and search pages) of the 'catalog' namespace, registered by the modules that use them: a page's
// chunk carries its own texts, not the whole remote's (issue 10).
registerNamespace(NS, { 'ru-ru': ru, 'en-gb': en, 'ka-ge': ka });

export { NS };
