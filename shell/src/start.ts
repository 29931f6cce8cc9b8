import { AFTER_PAINT_HINTS_ID } from '@shop/contracts';
import { afterFirstPaint } from './boot/after-first-paint';
import { holdEarlyInput } from './boot/early-input';

/**
 * What the edge has a page it rendered run in place of main.js (the shell with React and the other
 * singletons). Such a page can be read before any script runs, so main.js, and the route's remote
 * files the edge names, are fetched and run once it has been painted, its lead images included:
 * taking the page over (hydration, most of the shell's script time) never holds back that paint,
 * and what the shopper does meanwhile is held and done once the page is taken over.
 */
function runMain(src: string): void {
  const script = document.createElement('script');
  script.src = src;
  document.head.append(script);
}

/** The preloads the edge kept back for after the paint (the route's remote files), fetched now. */
function fetchHydrationHints(): void {
  const hints = document.getElementById(AFTER_PAINT_HINTS_ID);
  if (hints instanceof HTMLTemplateElement) document.head.append(hints.content);
}

const main = new URL('main.js', (document.currentScript as HTMLScriptElement).src).href;
const root = document.getElementById('root');
if (root?.firstElementChild) {
  holdEarlyInput(root);
  // The lead images are those the page asks for with high priority (the edge preloads the first).
  afterFirstPaint(() => {
    fetchHydrationHints();
    runMain(main);
  }, [...root.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')]);
} else {
  runMain(main);
}
