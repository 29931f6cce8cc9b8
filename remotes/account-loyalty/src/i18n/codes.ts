import { registerNamespace } from '@shop/i18n';
import { NS } from './register';
import ru from './codes/ru.json';
import en from './codes/en.json';
import ka from './codes/ka.json';

// The texts of the one-time code steps (method choice, code entry, resend countdown, captcha and
// every spec §8 login and verification error), shared by the login flow and the contact change.
// Registered by the modules that show them, so each page's chunk carries its own texts.
registerNamespace(NS, { 'ru-ru': ru, 'en-gb': en, 'ka-ge': ka });

export { NS };
