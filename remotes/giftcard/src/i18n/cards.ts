import { registerNamespace } from '@shop/i18n';
import { NS } from './register';
import ru from './cards/ru.json';
import en from './cards/en.json';
import ka from './cards/ka.json';

// The texts of the account's card list (MyGiftcards) and its connect form.
// Registered by the modules that show them, so each exposed module's chunk carries its own texts.
registerNamespace(NS, { 'ru-ru': ru, 'en-gb': en, 'ka-ge': ka });

export { NS };
