import { registerNamespace } from '@shop/i18n';
import { NS } from './register';
import ru from './search/ru.json';
import en from './search/en.json';
import ka from './search/ka.json';

// The search texts of the 'catalog' namespace, registered by the modules that use them: a page's
// chunk carries its own texts, not the whole remote's (issue 10).
registerNamespace(NS, { 'ru-ru': ru, 'en-gb': en, 'ka-ge': ka });

export { NS };
