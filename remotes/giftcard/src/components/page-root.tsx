import type { ReactNode } from 'react';
import { PageRoot as SharedPageRoot } from '@shop/ui';

/** Every page of this remote renders inside this root: it names the remote and its build version. */
export function PageRoot({ children }: { children: ReactNode }) {
  return (
    <SharedPageRoot remote="giftcard" version={__REMOTE_VERSION__}>
      {children}
    </SharedPageRoot>
  );
}

/**
 * The root of a module shown inside someone else's frame (the popup's dialog, the account page): it
 * names the remote and build as a page's does, without a page's width and padding.
 */
export function RegionRoot({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div data-remote="giftcard" data-version={__REMOTE_VERSION__} className={className}>
      {children}
    </div>
  );
}
