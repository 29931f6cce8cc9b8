import { registerNamespace } from '@shop/i18n';
import { NS } from './register';
import ru from './auth/ru.json';
import en from './auth/en.json';
import ka from './auth/ka.json';

// The texts of the login popup and the /auth and /register pages.
// Registered by the modules that show them, so each page's chunk carries its own texts.
registerNamespace(NS, { 'ru-ru': ru, 'en-gb': en, 'ka-ge': ka });

export { NS };
