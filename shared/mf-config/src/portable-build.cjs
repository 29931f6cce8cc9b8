// A build is the same bytes wherever the repository sits on disk and however webpack's work was
// ordered.
//
// A remote's version is `<package version>+<build id>`, the build id being a hash of the build's
// bytes (deploy/registry), and CI rebuilds the lock's versions from their commits in a clone
// elsewhere: the same sources must give the same bytes. webpack's own ids hash module names
// relative to the app, which travel, except two: Module Federation's runtime entry is written to
// `node_modules/.federation/entry.<hash>.js`, the hash taken over a template that holds absolute
// paths, and the container's name holds that file's absolute path. They moved the ids in
// remoteEntry.js from one clone to the next. PortableModuleIdsPlugin is webpack's
// DeterministicModuleIdsPlugin with those names made portable. And mf-stats.json lists where each
// shared module is used in the order webpack met it: sortedStats puts those lists in order.
const { assignDeterministicIds, getFullModuleName, getUsedModuleIdsAndModules } = require('webpack/lib/ids/IdHelpers');
const { compareModulesByPreOrderIndexOrIdentifier } = require('webpack/lib/util/comparators');

const PLUGIN_NAME = 'PortableModuleIdsPlugin';
// The entry's name carries two hashes of that template: in its file name, and after it in its
// identifier (`javascript/esm|./node_modules/.federation/entry.<hash>.js|<hash>`).
const FEDERATION_ENTRY_HASHES = /(\.federation[\\/]entry)(?:\.[0-9a-f]+)?\.js(?:\|[0-9a-f]{32})?/g;

/**
 * A module's name for its id: webpack's, relative to the app, without the federation entry's
 * hashes, and with the app's absolute path taken out of the names webpack leaves it in (the
 * container's names the runtime entry by absolute path).
 */
function portableName(module, context, root) {
  return getFullModuleName(module, context, root).split(context).join('.').replace(FEDERATION_ENTRY_HASHES, '$1.js');
}

class PortableModuleIdsPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.moduleIds.tap(PLUGIN_NAME, () => {
        const [usedIds, modules] = getUsedModuleIdsAndModules(compilation);
        assignDeterministicIds(
          modules,
          (module) => portableName(module, compiler.context, compiler.root),
          compareModulesByPreOrderIndexOrIdentifier(compilation.moduleGraph),
          (module, id) => {
            const size = usedIds.size;
            usedIds.add(`${id}`);
            if (size === usedIds.size) return false;
            compilation.chunkGraph.setModuleId(module, id);
            return true;
          },
          [1000],
          10,
          usedIds.size,
        );
      });
    });
  }
}

/** The `usedIn` lists of the federation stats, sorted (the manifest plugin's `additionalData` hook). */
function sortedStats({ stats }) {
  for (const entry of [...(stats.shared ?? []), ...(stats.exposes ?? []), ...(stats.remotes ?? [])]) {
    if (Array.isArray(entry.usedIn)) entry.usedIn.sort();
  }
  return stats;
}

module.exports = { PortableModuleIdsPlugin, portableName, sortedStats };
