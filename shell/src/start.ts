import { afterFirstPaint } from './boot/after-first-paint';
import { holdEarlyInput } from './boot/early-input';

/**
 * What the edge has a page it rendered run in place of main.js (the shell with React and the other
 * singletons), which it has the browser fetch from the start. Such a page can be read
 * before any script runs, so main.js runs once it has been painted, its lead images included:
 * taking the page over (hydration, most of the shell's script time) never holds back that paint,
 * and what the shopper does meanwhile is held and done once the page is taken over.
 */
function runMain(src: string): void {
  const script = document.createElement('script');
  script.src = src;
  document.head.append(script);
}

const main = new URL('main.js', (document.currentScript as HTMLScriptElement).src).href;
const root = document.getElementById('root');
if (root?.firstElementChild) {
  holdEarlyInput(root);
  // The lead images are those the page asks for with high priority (the edge preloads the first).
  afterFirstPaint(() => runMain(main), [...root.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')]);
} else {
  runMain(main);
}
