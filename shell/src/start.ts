import { afterFirstPaint } from './boot/after-first-paint';
import { holdEarlyInput } from './boot/early-input';

/**
 * What index.html runs: it starts main.js (the shell with React and the other singletons), which
 * index.html has the browser fetch from the start. A page the edge rendered can be read before
 * any script runs, so main.js runs once it has been painted: taking the page over (hydration, most
 * of the shell's script time) never holds back its first paint, and a click or submit made before
 * is held and done once the page is taken over. A page the browser draws starts it at once.
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
  afterFirstPaint(() => runMain(main));
} else {
  runMain(main);
}
