import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';
import type { RenderRequest } from '@shop/contracts';
import { adoptSettingsCurrency, initI18n } from '@shop/i18n';
import { MemoryRouter } from '@shop/router';
import { primeSettings } from '@shop/session';
import { Page } from '../app';
import { setInlinedPage } from '../boot/inlined-page';
import { CLIENT_REGION_DIGEST, ServerModulesProvider, type ServerModules } from '../remote-loading/server-modules';

/** The inner HTML of `<div id="root">`; `clientRegions` counts the regions left to the browser. */
export interface RenderResult {
  html: string;
  clientRegions: number;
}

/**
 * Renders one page with React's streaming renderer, waiting for all of it (`onAllReady`), so the
 * HTML is complete and carries no inline script: the page's strict CSP stays as it is.
 */
function renderOnce({ url, language, languages, settings, page, modules }: RenderRequest<ServerModules>): Promise<RenderResult> {
  // The language, currency, settings and page data are module singletons (one per browser tab): a render
  // sets them for itself, and renders run one at a time (below), so two never see each other's.
  initI18n({ language, languages });
  adoptSettingsCurrency(settings);
  if (settings) primeSettings(settings);
  setInlinedPage(page);
  return new Promise((resolve, reject) => {
    let html = '';
    let clientRegions = 0;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString('utf8');
        done();
      },
      final(done) {
        resolve({ html, clientRegions });
        done();
      },
    });
    const stream = renderToPipeableStream(
      <StrictMode>
        <MemoryRouter initialEntries={[url]}>
          <ServerModulesProvider value={modules}>
            <Page />
          </ServerModulesProvider>
        </MemoryRouter>
      </StrictMode>,
      {
        // Whole: React would otherwise send a large finished region after the rest with a script to
        // move it in place, which the CSP (script-src 'self') refuses.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady: () => stream.pipe(sink),
        onShellError: reject,
        onError(error) {
          if ((error as { digest?: unknown }).digest === CLIENT_REGION_DIGEST) {
            clientRegions += 1;
            return CLIENT_REGION_DIGEST;
          }
          // A region that failed is sent as its loading state and rendered by the browser; the
          // edge tells of it (x-render) so a broken Node build does not go unnoticed.
          reject(error instanceof Error ? error : new Error(String(error)));
          return undefined;
        },
      },
    );
  });
}

let queue: Promise<unknown> = Promise.resolve();

/** Renders pages one after another (see renderOnce): a render is CPU work that would not overlap anyway. */
export function renderPage(request: RenderRequest<ServerModules>): Promise<RenderResult> {
  const result = queue.then(() => renderOnce(request));
  queue = result.catch(() => undefined);
  return result;
}
