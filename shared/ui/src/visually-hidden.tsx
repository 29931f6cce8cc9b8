import type { HTMLAttributes } from 'react';
import styles from './visually-hidden.module.css';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLElement> {
  /** The element: a heading that names a region, a fieldset's legend, or words a screen reader needs around a figure. */
  as?: 'span' | 'h1' | 'h2' | 'caption' | 'legend';
}

/** Read by screen readers, not shown: a name or a word the layout says visually already. */
export function VisuallyHidden({ as: Tag = 'span', ...rest }: VisuallyHiddenProps) {
  return <Tag className={styles.hidden} {...rest} />;
}
