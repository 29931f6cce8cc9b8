import { registerNamespace } from '@shop/i18n';
import { NS } from './register';
import ru from './welcome/ru.json';
import en from './welcome/en.json';
import ka from './welcome/ka.json';

// The texts of the welcome page /giftcard/{token}.
// Registered by the modules that show them, so each exposed module's chunk carries its own texts.
registerNamespace(NS, { 'ru-ru': ru, 'en-gb': en, 'ka-ge': ka });

export { NS };
