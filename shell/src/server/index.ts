// The shell's Node build (mf-config serverConfig): what the edge's render worker loads for a
// release set. It renders pages, and it provides the shared singletons to the remotes' Node
// builds, as the shell's main.js provides them to remote containers in the browser.
import * as react from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as zustand from 'zustand';
import * as ky from 'ky';
import * as apiClient from '@shop/api-client';
import * as i18n from '@shop/i18n';
import * as router from '@shop/router';
import * as session from '@shop/session';
import * as ui from '@shop/ui';
import { provideRemoteRegion } from '@shop/ui';
import { RemotePage } from '../remote-loading/remote-page';
import '../i18n/all-texts';

export { renderPage, type RenderResult } from './render-page';

/** The version of what the edge and this build say to each other (deploy/edge render-worker). */
export const RENDER_PROTOCOL = 1;

/**
 * Every key of mf-config's SHARED_SINGLETONS but react-dom/client, which no page imports: a
 * remote's Node build asks for them by these names (and fails to load when one is missing).
 */
export const sharedModules: Record<string, unknown> = {
  react,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': reactDom,
  zustand,
  ky,
  '@shop/router': router,
  '@shop/i18n': i18n,
  '@shop/session': session,
  '@shop/api-client': apiClient,
  '@shop/ui': ui,
};

// As the browser's boot does: a remote that shows another remote's module renders it as the shell does.
provideRemoteRegion(RemotePage);
