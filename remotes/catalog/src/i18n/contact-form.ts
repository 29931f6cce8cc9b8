import { registerNamespace } from '@shop/i18n';
import { NS } from './register';
import ru from './contact-form/ru.json';
import en from './contact-form/en.json';
import ka from './contact-form/ka.json';

// The texts of the contact popup's form, which loads when the shopper opens it: they travel in its
// chunk, not with the product page (issue 10).
registerNamespace(NS, { 'ru-ru': ru, 'en-gb': en, 'ka-ge': ka });

export { NS };
