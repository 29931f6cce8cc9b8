import { createElement, type ComponentType } from 'react';
import type { RemoteName } from '@shop/contracts';

export interface RemoteRegionProps {
  remote: RemoteName;
  /** The exposed module without './', e.g. 'OrderDisplay'. */
  module: string;
  props?: object;
}

let region: ComponentType<RemoteRegionProps> | null = null;

/**
 * The shell gives its remote loader here at boot (@shop/ui is a page-wide singleton): the same
 * loading state, fallback and retry as every remote region of the page.
 */
export function provideRemoteRegion(component: ComponentType<RemoteRegionProps>): void {
  region = component;
}

/**
 * Another remote's exposed module inside this one's page, loaded at runtime through the shell:
 * a remote never imports another (conventions: a team's exposes map is its whole public API).
 * Renders nothing where no shell provided the loader.
 */
export function RemoteRegion(props: RemoteRegionProps) {
  return region ? createElement(region, props) : null;
}
