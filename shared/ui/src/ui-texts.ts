import { registerNamespace } from '@shop/i18n';
import ru from './texts/ru-ru.json';
import en from './texts/en-gb.json';
import ka from './texts/ka-ge.json';

// The 'ui' namespace (the shared components' texts) in every language at once: `@shop/ui/all-texts`,
// for the server's render, which draws pages in any language, and for the tests (the jest preset).
// In the browser the app that provides @shop/ui, the shell, registers the page's language only,
// from `@shop/ui/texts/<language>.json` in the same chunk as its own texts: the other two
// languages stay out of every page's first load.
registerNamespace('ui', { 'ru-ru': ru, 'en-gb': en, 'ka-ge': ka });
