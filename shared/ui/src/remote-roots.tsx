import type { ReactNode } from 'react';
import type { RemoteName } from '@shop/contracts';
import { PageRoot } from '@shop/ui';

export interface RemoteRoots {
  /** Every page of the remote renders inside it: the page's width and padding, and which remote and build drew it. */
  PageRoot(props: { children: ReactNode }): ReactNode;
  /** The root of a module shown inside someone else's frame (a popup's dialog, the account page): named as a page's, without its width and padding. */
  RegionRoot(props: { children: ReactNode; className?: string }): ReactNode;
}

/**
 * A remote's roots, bound to its name and build version (`__REMOTE_VERSION__`): each remote's
 * components/page-root.ts is this one call. `@shop/ui/remote-roots` is bundled by each remote,
 * not shared: the shared PageRoot it wraps comes from the shell's `@shop/ui`.
 */
export function remoteRoots(remote: RemoteName, version: string): RemoteRoots {
  return {
    PageRoot: ({ children }) => (
      <PageRoot remote={remote} version={version}>
        {children}
      </PageRoot>
    ),
    RegionRoot: ({ children, className }) => (
      <div data-remote={remote} data-version={version} className={className}>
        {children}
      </div>
    ),
  };
}
