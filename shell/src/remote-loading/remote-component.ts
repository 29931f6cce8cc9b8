import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { federationName, type RemoteName } from '@shop/contracts';

type PageModule = { default: ComponentType<object> };
export type RemoteComponent = LazyExoticComponent<ComponentType<object>>;

/**
 * A remote module that did not load (after the retry plugin gave up): its region's error boundary
 * shows the fallback. Named, so the hydration of a server-rendered region that meets it (the
 * region then renders in the browser, and fails there) is not reported as a second error.
 */
export class RemoteLoadError extends Error {
  constructor(id: string, options: { cause: unknown }) {
    super(`Remote module ${id} did not load`, options);
    this.name = 'RemoteLoadError';
  }
}

// One lazy component per module id: revisiting a route renders at once, without a new Suspense.
const components = new Map<string, RemoteComponent>();

export const remoteModuleId = (remote: RemoteName, module: string) => `${federationName(remote)}/${module}`;

/** The lazy component of an exposed page module (its default export), loaded on first render. */
export function remoteComponent(remote: RemoteName, module: string): RemoteComponent {
  const id = remoteModuleId(remote, module);
  let component = components.get(id);
  if (!component) {
    component = lazy(async () => {
      try {
        const loaded = await loadRemote<PageModule>(id);
        if (!loaded || typeof loaded.default !== 'function') throw new Error(`Remote module ${id} has no default export.`);
        return loaded;
      } catch (error) {
        // React.lazy keeps a rejection forever: forget it so a later render tries again.
        components.delete(id);
        throw new RemoteLoadError(id, { cause: error });
      }
    });
    components.set(id, component);
  }
  return component;
}

/** Drops the cached lazy component so the next render loads the module again. */
export function forgetRemoteComponent(remote: RemoteName, module: string): void {
  components.delete(remoteModuleId(remote, module));
}
