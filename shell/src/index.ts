// The shell's shared singletons are eager (bundled into this entry, see @shop/mf-config), so the
// federation runtime has them before any code runs and boot needs no async boundary. The imports
// below are eager too: in this file, no request, only a pause for the browser between them.

/**
 * The shell's modules, evaluated a group per task rather than all at once: the whole of main.js
 * is one task of over 100 ms on this machine (four times that on the slow phone Lighthouse
 * plays), during which the page answers no tap. The shared libraries first (they are bundled
 * whole anyway); then bootstrap with the shell's own code, which boots: a boundary inside the
 * shell's code would cost it its tree shaking (350 bytes brotli of the 150 KB first-visit budget).
 */
const STAGES = [
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ '@shop/router'),
  () => import(/* webpackMode: "eager" */ '@shop/i18n'),
  () => import(/* webpackMode: "eager" */ '@shop/api-client'),
  () => import(/* webpackMode: "eager" */ '@shop/session'),
  () => import(/* webpackMode: "eager" */ '@shop/ui'),
  () => import(/* webpackMode: "eager" */ './bootstrap'),
];

/** Resolves in a task of its own: a message to this page (setTimeout may be clamped to 4 ms). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(undefined);
  });
}

async function evaluateInStages(): Promise<void> {
  for (const stage of STAGES) {
    await nextTask();
    await stage();
  }
}

void evaluateInStages();
