import { createContext, useContext, type ComponentType } from 'react';

/**
 * Remote modules a server render already holds, by runtime id ('content_blog/BlogList'). In the
 * browser there is no provider and every region loads its module with the federation runtime;
 * the edge's render (shell/src/server) hands in the modules of the route's remote, loaded from
 * its Node build, so the page renders at once instead of suspending.
 */
export type ServerModules = ReadonlyMap<string, ComponentType<object>>;

const ServerModulesContext = createContext<ServerModules | undefined>(undefined);

export const ServerModulesProvider = ServerModulesContext.Provider;

export const useServerModules = (): ServerModules | undefined => useContext(ServerModulesContext);

/**
 * What a server render throws for a region whose module it does not hold (a personal page's, a
 * remote without a Node build): React then sends that region's loading state and the browser
 * renders it as before. The digest tells the browser's hydration this was meant, not a failure.
 */
export const CLIENT_REGION_DIGEST = 'shop-client-region';

export class ClientRegion extends Error {
  readonly digest = CLIENT_REGION_DIGEST;
  constructor(id: string) {
    super(`${id} is rendered in the browser`);
  }
}
