import { registerNamespace } from '@shop/i18n';
import { NS } from './register';
import ru from './checkout/ru.json';
import en from './checkout/en.json';
import ka from './checkout/ka.json';

// The texts of the checkout steps in the 'cart-checkout' namespace,
// registered by the modules that use them: a page's chunk carries its own texts (issue 10).
registerNamespace(NS, { 'ru-ru': ru, 'en-gb': en, 'ka-ge': ka });

export { NS };
