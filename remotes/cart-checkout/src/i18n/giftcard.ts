import { registerNamespace } from '@shop/i18n';
import { NS } from './register';
import ru from './giftcard/ru.json';
import en from './giftcard/en.json';
import ka from './giftcard/ka.json';

// The texts of the cart's gift card block, registered by the block's own lazy chunk: /cart's first
// visit carries none of them.
registerNamespace(NS, { 'ru-ru': ru, 'en-gb': en, 'ka-ge': ka });

export { NS };
