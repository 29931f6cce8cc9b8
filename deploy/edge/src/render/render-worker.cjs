// One release set's renderer, in a worker thread of the edge (renderer.ts). It loads the shell's
// Node build once, and each remote's Node build the first time a page needs it; a release set
// never changes, so nothing loaded here is ever stale, and the edge drops the whole worker when
// its set is no longer served. Plain CommonJS: it runs as it is under node, tsx and jest alike.
const { readFileSync } = require('node:fs');
const { runInThisContext } = require('node:vm');
const { parentPort, workerData } = require('node:worker_threads');

const PROTOCOL = 1;

// Pages parse stored HTML while they render (@shop/ui's InlineHtml with DOMParser, content-blog's
// DOMPurify, which reads the global window when it loads): give them a DOM, as the browser does.
// Nothing renders into it, and every render reads the same empty document.
const { window } = new (require('jsdom').JSDOM)('<!doctype html><html><body></body></html>', { url: 'http://localhost/' });
Object.assign(globalThis, { window, document: window.document, DOMParser: window.DOMParser, Node: window.Node });

const shell = require(workerData.shellFile);

/** remote Node build file → its `exposes` (or the error it threw while loading). */
const remotes = new Map();

/**
 * A remote's Node build is CommonJS whose `require` is answered only with the shell's shared
 * singletons (mf-config remoteServerConfig): one React, one i18n, one set of stores per worker.
 */
function loadRemote(file) {
  if (!remotes.has(file)) {
    const module = { exports: {} };
    const wrapper = runInThisContext(`(function (module, exports, require) {${readFileSync(file, 'utf8')}\n})`, { filename: file });
    wrapper(module, module.exports, (id) => {
      if (!Object.hasOwn(shell.sharedModules, id)) throw new Error(`${file} requires ${id}, which the shell does not share`);
      return shell.sharedModules[id];
    });
    remotes.set(file, module.exports.exposes ?? {});
  }
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
    const result = await shell.renderPage({ ...request, modules: modulesOf(request.modules) });
    parentPort.postMessage({ id, html: result.html, clientRegions: result.clientRegions });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
