import { registerNamespace } from '@shop/i18n';
import '@shop/ui/all-texts';
import { NS } from './texts';
import ru from './ru-ru.json';
import en from './en-gb.json';
import ka from './ka-ge.json';

// Every language's shell texts (and the shared components') at once: for the server's render, which draws pages in any
// language, and for the tests. The browser fetches one language's (texts.ts).
registerNamespace(NS, { 'ru-ru': ru, 'en-gb': en, 'ka-ge': ka });
