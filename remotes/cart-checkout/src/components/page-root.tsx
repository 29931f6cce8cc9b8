import type { ReactNode } from 'react';
import { PageRoot as SharedPageRoot } from '@shop/ui';

/** Every page of this remote renders inside this root: it names the remote and its build version. */
export function PageRoot({ children }: { children: ReactNode }) {
  return (
    <SharedPageRoot remote="cart-checkout" version={__REMOTE_VERSION__}>
      {children}
    </SharedPageRoot>
  );
}
