import { createElement, Suspense, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { PAGE_MODULES, type PageModuleName, type RemoteName } from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { useLocation } from '@shop/router';
import { LoadingState } from '@shop/ui';
import { NS } from '../i18n/texts';
import { useRegionHydration } from '../boot/page-hydration';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { forgetRemoteComponent, remoteComponent, remoteModuleId, type RemoteComponent } from './remote-component';
import { ClientRegion, useServerModules } from './server-modules';
import { resetRemote } from './remotes';
import { notePageEvent } from '../vitals/page-events';
import styles from './remote-error-boundary.module.css';

export interface RemotePageProps {
  remote: RemoteName;
  /** The exposed module without './', e.g. 'BlogList'. */
  module: string;
  props?: object;
}

/**
 * One remote region: loads the exposed page on first render, shows a loading state meanwhile,
 * and a translated fallback with a retry button if it cannot load (after the retry plugin gave up).
 */
export function RemotePage({ remote, module, props = {} }: RemotePageProps) {
  const { t } = useTranslation(NS);
  // Bumped by retry so the region renders a fresh lazy component.
  const [attempt, setAttempt] = useState(0);
  // Stable across renders: remoteComponent caches one lazy component per module id, and retry
  // replaces it (React.lazy never retries a rejected load by itself). A server render has its
  // modules already (server-modules.tsx).
  const serverModules = useServerModules();
  const page = serverModules ? serverModuleOf(serverModules, remoteModuleId(remote, module)) : remoteComponent(remote, module);
  // The retry button goes away with the fallback: focus moves to the region, not to the page body
  // (in a dialog, out of it).
  const region = useRef<HTMLDivElement>(null);
  const hydration = useRegionHydration();
  // After the page module's layout effect: a page's own region falls in the view it starts.
  useEffect(() => notePageEvent('remote', remote), [remote]);
  const retry = () => {
    resetRemote(remote);
    forgetRemoteComponent(remote, module);
    setAttempt((n) => n + 1);
    region.current?.focus();
  };
  return (
    <div ref={region} tabIndex={-1} className={styles.region}>
      <RemoteErrorBoundary key={attempt} remote={remote} onRetry={retry} onError={hydration.settle}>
        <Suspense fallback={<LoadingState label={t('loading')} />}>
          {hydration.content}
          {createElement(page, props)}
        </Suspense>
      </RemoteErrorBoundary>
    </div>
  );
}

// One stand-in per module id, so a region keeps one component type across renders.
const clientRendered = new Map<string, ComponentType<object>>();

/** The server's module for `id`, or a stand-in that leaves the region to the browser. */
function serverModuleOf(modules: ReadonlyMap<string, ComponentType<object>>, id: string): RemoteComponent | ComponentType<object> {
  const module = modules.get(id);
  if (module) return module;
  let standIn = clientRendered.get(id);
  if (!standIn) {
    standIn = function ClientRendered(): never {
      throw new ClientRegion(id);
    };
    clientRendered.set(id, standIn);
  }
  return standIn;
}

/** A page of the shop: the remote module PAGE_MODULES names for it (exposes are './Name', the runtime id 'remote/Name'). */
export function PageModule({ page, props }: { page: PageModuleName; props?: object }) {
  const { remote, module } = PAGE_MODULES[page];
  // Each address the shopper goes to is a page view (a popup opening by the hash is not). A layout
  // effect, so it starts before the regions' effects note their remotes in it.
  const { pathname, search } = useLocation();
  useLayoutEffect(() => notePageEvent('view', page), [page, pathname, search]);
  return <RemotePage remote={remote} module={module.replace(/^\.\//, '')} props={props} />;
}
