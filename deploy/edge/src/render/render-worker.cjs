// One release set's renderer, in a worker thread of the edge (renderer.ts). It loads the shell's
// Node build once, and each remote's Node build the first time a page needs it; a release set
// never changes, so nothing loaded here is ever stale, and the edge drops the whole worker when
// its set is no longer served. Plain CommonJS: it runs as it is under node, tsx and jest alike.
const { parentPort, workerData } = require('node:worker_threads');
const { loadRemoteBuild, loadShellBuild } = require('@shop/registry/server-build');

const PROTOCOL = 1;

// Pages parse stored HTML while they render (@shop/ui's InlineHtml with DOMParser, content-blog's
// DOMPurify, which reads the global window when it loads): give them a DOM, as the browser does.
// Nothing renders into it, and every render reads the same empty document.
const { window } = new (require('jsdom').JSDOM)('<!doctype html><html><body></body></html>', { url: 'http://localhost/' });
Object.assign(globalThis, { window, document: window.document, DOMParser: window.DOMParser, Node: window.Node });

const shell = loadShellBuild(workerData.shellFile);

/** remote Node build file → its `exposes`. */
const remotes = new Map();

function loadRemote(file) {
  if (!remotes.has(file)) remotes.set(file, loadRemoteBuild(file, shell));
  return remotes.get(file);
}

function modulesOf(modules) {
  const loaded = new Map();
  for (const { id, file, expose } of modules) {
    const component = loadRemote(file)[expose]?.default;
    if (typeof component !== 'function') throw new Error(`${file} exposes no component ${expose}`);
    loaded.set(id, component);
  }
  return loaded;
}

// Loaded and listening: renders are timed from here (renderer.ts), a worker's start is not a render.
parentPort.postMessage({ ready: true });

parentPort.on('message', async ({ id, request }) => {
  try {
    if (shell.RENDER_PROTOCOL !== PROTOCOL) throw new Error(`the shell's Node build speaks render protocol ${shell.RENDER_PROTOCOL}, this edge ${PROTOCOL}`);
    const started = performance.now();
    const result = await shell.renderPage({ ...request, modules: modulesOf(request.modules) });
    parentPort.postMessage({ id, html: result.html, clientRegions: result.clientRegions, ms: performance.now() - started });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
