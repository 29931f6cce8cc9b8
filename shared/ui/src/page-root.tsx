import type { ReactNode } from 'react';
import styles from './page-root.module.css';

export interface PageRootProps {
  /** The remote that renders the page (its registry name). */
  remote: string;
  /** Its build version, so a page tells which build is live (tests, promote and rollback). */
  version: string;
  children: ReactNode;
}

/** The root of every remote's page: the page's width and padding, and which remote and build drew it. */
export function PageRoot({ remote, version, children }: PageRootProps) {
  return (
    <div data-remote={remote} data-version={version} className={styles.root}>
      {children}
    </div>
  );
}
