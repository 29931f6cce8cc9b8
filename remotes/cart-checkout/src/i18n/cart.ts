import { registerNamespace } from '@shop/i18n';
import { NS } from './register';
import ru from './cart/ru.json';
import en from './cart/en.json';
import ka from './cart/ka.json';

// The texts of /cart and /cart/shared/{token} in the 'cart-checkout' namespace, registered by the
// modules that show them: these pages' chunks carry their own texts, the checkout's carry theirs.
registerNamespace(NS, { 'ru-ru': ru, 'en-gb': en, 'ka-ge': ka });

export { NS };
