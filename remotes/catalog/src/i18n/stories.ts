import { registerNamespace } from '@shop/i18n';
import { NS } from './register';
import ru from './stories/ru.json';
import en from './stories/en.json';
import ka from './stories/ka.json';

// The story viewer's texts, in its own chunk, which loads when a shopper opens a story (issue 10).
registerNamespace(NS, { 'ru-ru': ru, 'en-gb': en, 'ka-ge': ka });

export { NS };
