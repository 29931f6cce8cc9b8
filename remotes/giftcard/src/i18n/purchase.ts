import { registerNamespace } from '@shop/i18n';
import { NS } from './register';
import ru from './purchase/ru.json';
import en from './purchase/en.json';
import ka from './purchase/ka.json';

// The texts of the purchase popup (#giftcard).
// Registered by the modules that show them, so each exposed module's chunk carries its own texts.
registerNamespace(NS, { 'ru-ru': ru, 'en-gb': en, 'ka-ge': ka });

export { NS };
