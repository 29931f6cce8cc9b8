import { registerNamespace } from '@shop/i18n';
import { NS } from './register';
import ru from './reviews/ru.json';
import en from './reviews/en.json';
import ka from './reviews/ka.json';

// The texts of the product page's reviews, which load as the shopper scrolls near them: they travel
// in their chunk, not with the page (issue 10).
registerNamespace(NS, { 'ru-ru': ru, 'en-gb': en, 'ka-ge': ka });

export { NS };
