import { existsSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { federationName, PAGE_MODULES, REMOTES, type LanguageCode, type Registry, type Settings } from '@shop/contracts';
import type { FirstView } from '../first-view';
import { REMOTES_PREFIX } from '../static-files';
import { SERVER_BUILD } from '@shop/registry/server-build';
import type { RenderJob } from './renderer';


export interface RenderPlanInput {
  shellDir: string;
  registryRoot: string;
  /** The registry map the visitor's page carries (live, or their canary side). */
  registry: Registry;
  view: FirstView | undefined;
  url: string;
  language: LanguageCode;
  settings: Settings | undefined;
}

/** A render to ask for, or why the page goes out client-rendered as before (the x-render header says it). */
export type RenderPlan = { job: RenderJob } | { skip: string };

/** `/remotes/catalog/1.0.0+89c58a57/mf-manifest.json` → the version's folder in the registry. */
function publishedFolder(registryRoot: string, manifestUrl: string | undefined): string | undefined {
  if (!manifestUrl?.startsWith(REMOTES_PREFIX)) return undefined;
  return join(registryRoot, posix.dirname(manifestUrl.slice(REMOTES_PREFIX.length)));
}

/**
 * What the server renders for a page: public pages (the edge has their data) with the route's
 * remote module from the Node build of the version the visitor gets. Personal pages, pages whose
 * data the API could not give, remotes overridden from a dev server and versions published
 * without a Node build (every release before server rendering) are sent client-rendered.
 */
export function planRender({ shellDir, registryRoot, registry, view, url, language, settings }: RenderPlanInput): RenderPlan {
  if (!view || !settings) return { skip: 'no first data' };
  if (view.personal) return { skip: 'personal page' };
  const shellFile = join(shellDir, SERVER_BUILD);
  const shell = statOf(shellFile);
  if (!shell) return { skip: 'the shell has no Node build' };
  const { remote, module } = PAGE_MODULES[view.page];
  const folder = publishedFolder(registryRoot, registry[remote]);
  if (!folder) return { skip: `${remote} is not served from the registry` };
  const file = join(folder, SERVER_BUILD);
  if (!existsSync(file)) return { skip: `${remote} ${posix.basename(folder)} has no Node build` };
  // A set is the shell build and every remote's version: a worker loads no more than these.
  const versions = REMOTES.map((name) => `${name}=${registry[name] ?? '-'}`).join(' ');
  return {
    job: {
      setKey: `shell=${shell} ${versions}`,
      shellFile,
      request: { url, language, languages: settings.languages, settings, page: view.block, modules: [{ id: `${federationName(remote)}/${module.replace(/^\.\//, '')}`, file, expose: module }] },
    },
  };
}

/** A shell build's identity: rebuilt in place, it is a new file (size and time), so a new set. */
function statOf(file: string): string | undefined {
  try {
    const { size, mtimeMs } = statSync(file);
    return `${size}@${Math.round(mtimeMs)}`;
  } catch {
    return undefined;
  }
}
