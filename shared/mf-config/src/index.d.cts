// Types of index.cjs for TypeScript callers (tests, tools); the webpack configs use it from plain CommonJS.
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

export type AppConfiguration = Configuration & { devServer?: DevServerConfiguration };

/**
 * What `webpack --mode x` passes; the factories return functions so the mode reaches them. A build
 * (`webpack`) gets two configurations, the browser's and the Node build's (dist/server), or the
 * browser's alone for a remote that is not server-rendered; the dev server (`webpack serve`) the
 * browser's only. A remote's `--env outputPath=DIR` builds into DIR.
 */
export type ConfigFunction = (
  env?: { WEBPACK_SERVE?: boolean; outputPath?: string } & Record<string, unknown>,
  argv?: { mode?: 'production' | 'development' | 'none' },
) => AppConfiguration | [AppConfiguration] | [AppConfiguration, AppConfiguration];

export interface RemoteConfigOptions {
  /** Folder name under remotes/, e.g. 'content-blog' (container name 'content_blog'). */
  name: string;
  /** The app's folder (__dirname of its webpack.config.cjs). */
  dir: string;
  /** Exposed module → source file: the remote's whole public API. */
  exposes?: Record<string, string>;
  devPort: number;
  /** Default true: a Node half for the edge's server rendering; false for a remote only the browser draws (the back office). */
  serverRendered?: boolean;
}

export interface HostConfigOptions {
  dir: string;
  devPort?: number;
  /** Where the dev server proxies /api (the edge in `pnpm dev`). */
  apiTarget?: string;
}

export function createRemoteConfig(options: RemoteConfigOptions): ConfigFunction;
export function createHostConfig(options: HostConfigOptions): ConfigFunction;
export function devRegistry(): Record<string, string>;
export function federationName(name: string): string;
export const SHARED_SINGLETONS: readonly string[];
export const REMOTE_DEV_PORTS: Readonly<Record<string, number>>;
