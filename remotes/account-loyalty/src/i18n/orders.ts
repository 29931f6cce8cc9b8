import { registerNamespace } from '@shop/i18n';
import { NS } from './register';
import ru from './orders/ru.json';
import en from './orders/en.json';
import ka from './orders/ka.json';

// The texts of /account/orders and /account/order/{orderId}.
// Registered by the modules that show them, so each page's chunk carries its own texts.
registerNamespace(NS, { 'ru-ru': ru, 'en-gb': en, 'ka-ge': ka });

export { NS };
