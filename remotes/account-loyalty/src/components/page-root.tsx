import type { ReactNode } from 'react';
import { PageRoot as SharedPageRoot } from '@shop/ui';

/** Every page of this remote renders inside this root: it names the remote and its build version. */
export function PageRoot({ children }: { children: ReactNode }) {
  return (
    <SharedPageRoot remote="account-loyalty" version={__REMOTE_VERSION__}>
      {children}
    </SharedPageRoot>
  );
}

/** The popup's root: it names the remote and build as a page's does, in the dialog's own padding. */
export function PopupRoot({ children }: { children: ReactNode }) {
  return (
    <div data-remote="account-loyalty" data-version={__REMOTE_VERSION__}>
      {children}
    </div>
  );
}
