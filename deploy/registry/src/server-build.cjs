// Loading an app's Node build (mf-config serverConfig): the edge's render worker and the
// registry's contract check read them the same way. CommonJS, because the render worker is.
const { readFileSync } = require('node:fs');
const { dirname } = require('node:path');
const { createRequire, isBuiltin } = require('node:module');
const { runInThisContext } = require('node:vm');

/** Where an app's Node build sits in its build folder (mf-config SERVER_DIR and SERVER_FILE). */
const SERVER_BUILD = 'server/index.cjs';

/**
 * Runs a CommonJS build file with `requireFrom` answering its requires, and returns its exports.
 * The file is read anew each time (no require cache): a build folder may be rebuilt in place.
 */
function runCommonJs(file, requireFrom) {
  const module = { exports: {} };
  const wrapper = runInThisContext(`(function (module, exports, require, __filename, __dirname) {${readFileSync(file, 'utf8')}\n})`, { filename: file });
  wrapper(module, module.exports, requireFrom, file, dirname(file));
  return module.exports;
}

/** The shell's Node build: it renders pages and provides the shared singletons. Node's own modules are its to require. */
function loadShellBuild(file) {
  return runCommonJs(file, createRequire(file));
}

/**
 * A remote's Node build, its requires answered only with the shell's shared singletons, as Module
 * Federation does in the browser: one React, one i18n and one set of stores for shell and remotes
 * (and Node's own modules, which webpack's runtime may use).
 * Returns its `exposes` map ('./BlogList' → module).
 */
function loadRemoteBuild(file, shell) {
  const exports = runCommonJs(file, (id) => {
    // webpack's Node runtime asks for node:url where a source names a file by import.meta.url.
    if (isBuiltin(id)) return require(id);
    if (!Object.hasOwn(shell.sharedModules, id)) throw new Error(`${file} requires ${id}, which the shell does not share`);
    return shell.sharedModules[id];
  });
  return exports.exposes ?? {};
}

module.exports = { SERVER_BUILD, loadShellBuild, loadRemoteBuild };
