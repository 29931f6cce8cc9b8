import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { federationName, type RemoteName } from '@shop/contracts';

type PageModule = { default: ComponentType<object> };
export type RemoteComponent = LazyExoticComponent<ComponentType<object>>;

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
        throw error;
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
