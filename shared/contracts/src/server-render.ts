import type { LanguageCode } from './envelope';
import type { InlinedPage } from './page-block';
import type { LanguageSetting, Settings } from './settings';

/**
 * One page for the shell's Node build to render (shared/design/server-rendering.md): what the edge
 * inlines into its HTML, so the browser hydrates from the same. `Modules` are the remote modules the
 * page needs: the edge names their Node builds' files, and its render worker hands the shell them
 * loaded (deploy/edge/src/render/render-worker.cjs).
 */
export interface RenderRequest<Modules> {
  /** Path and query as the browser sent them. */
  url: string;
  language: LanguageCode;
  languages: readonly LanguageSetting[];
  settings?: Settings;
  page?: InlinedPage;
  modules: Modules;
}
