import { registerNamespace } from '@shop/i18n';
import { NS } from './register';
import ru from './invite/ru.json';
import en from './invite/en.json';
import ka from './invite/ka.json';

// The texts of the /invite/{code} landing.
// Registered by the modules that show them, so each page's chunk carries its own texts.
registerNamespace(NS, { 'ru-ru': ru, 'en-gb': en, 'ka-ge': ka });

export { NS };
