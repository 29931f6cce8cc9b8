import type { ReactNode } from 'react';
import styles from './page-root.module.css';

/** Every page of this remote renders inside this root: it names the remote and the build version. */
export function PageRoot({ children }: { children: ReactNode }) {
  return (
    <div data-remote="catalog" data-version={__REMOTE_VERSION__} className={styles.root}>
      {children}
    </div>
  );
}
