import { Component, lazy, Suspense, useReducer, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '@shop/i18n';
import { NS } from '../i18n/texts';
import styles from './lazy-part.module.css';

/** The pause before a part's chunk is fetched once more: a blip of the connection passes, an outage does not keep the part waiting long. */
export const PART_RETRY_MS = 1000;

export interface PartFallbacks {
  /** Shown while the chunk is on its way (default: nothing). */
  loading?: ReactNode;
  /** Shown when it did not come, given the way to try again (default: nothing, the part is an extra). */
  failed?: (retry: () => void) => ReactNode;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A lazy part of the frame (a menu, the footer's form, a widget) that fails as a remote does: its
 * chunk is fetched once more after a pause (the retry plugin does that for remotes), and a part
 * that still did not come shows its `failed` fallback, never an error that blanks the page.
 * Retrying asks for a new lazy component: React keeps a rejected one's rejection forever.
 */
export function lazyPart<P extends object>(name: string, load: () => Promise<ComponentType<P>>, retryMs = PART_RETRY_MS): ComponentType<P & PartFallbacks> {
  const fetchOnce = () => load().then((component) => ({ default: component }));
  const fetchPart = () => fetchOnce().catch(() => pause(retryMs).then(fetchOnce));
  let Part = lazy(fetchPart);

  return function LazyPart({ loading = null, failed, ...props }: P & PartFallbacks) {
    const [, rerender] = useReducer((count: number) => count + 1, 0);
    const retry = () => {
      Part = lazy(fetchPart);
      rerender();
    };
    return (
      <PartBoundary name={name} failed={failed} onRetry={retry}>
        <Suspense fallback={loading}>
          <Part {...(props as P)} />
        </Suspense>
      </PartBoundary>
    );
  };
}

interface BoundaryProps {
  name: string;
  failed: PartFallbacks['failed'];
  onRetry: () => void;
  children: ReactNode;
}

/** Keeps a part that did not load (or broke) to its own place in the frame. */
class PartBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state = { error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`The shell's ${this.props.name} failed to load or render`, error, info.componentStack);
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ error: undefined });
  };

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return this.props.failed?.(this.retry) ?? null;
  }
}

/** The small fallback of a part that did not load: what happened and "Try again"; `floating` keeps it off the layout (a menu opened from the header). */
export function PartFailed({ onRetry, floating = false }: { onRetry: () => void; floating?: boolean }) {
  const { t } = useTranslation(NS);
  return (
    <div role="alert" className={`${styles.failed} ${floating ? styles.floating : ''}`}>
      {t('partFailed')}{' '}
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
