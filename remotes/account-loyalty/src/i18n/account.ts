import { registerNamespace } from '@shop/i18n';
import { NS } from './register';
import ru from './account/ru.json';
import en from './account/en.json';
import ka from './account/ka.json';

// The texts of /account (personal and contact data, address and loyalty card) and /account/edit-address.
// Registered by the modules that show them, so each page's chunk carries its own texts.
registerNamespace(NS, { 'ru-ru': ru, 'en-gb': en, 'ka-ge': ka });

export { NS };
