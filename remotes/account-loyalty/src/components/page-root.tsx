import type { ReactNode } from 'react';
import { PageRoot as SharedPageRoot } from '@shop/ui';

/** Every page and popup of this remote renders inside this root: it names the remote and its build version. */
export function PageRoot({ children }: { children: ReactNode }) {
  return (
    <SharedPageRoot remote="account-loyalty" version={__REMOTE_VERSION__}>
      {children}
    </SharedPageRoot>
  );
}
