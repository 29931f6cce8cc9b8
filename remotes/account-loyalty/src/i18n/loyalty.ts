import { registerNamespace } from '@shop/i18n';
import { NS } from './register';
import ru from './loyalty/ru.json';
import en from './loyalty/en.json';
import ka from './loyalty/ka.json';

// The texts of /account/membership and /account/cashback.
// Registered by the modules that show them, so each page's chunk carries its own texts.
registerNamespace(NS, { 'ru-ru': ru, 'en-gb': en, 'ka-ge': ka });

export { NS };
