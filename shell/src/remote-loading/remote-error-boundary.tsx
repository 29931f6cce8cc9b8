import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { RemoteName } from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { NS } from '../i18n/texts';
import { notePageEvent } from '../vitals/page-events';
import { RemoteLoadError } from './remote-component';
import styles from './remote-error-boundary.module.css';

/** The remote's code did not load (as thrown, or as the cause of a hydration error). */
const isLoadError = (error: unknown): boolean => error instanceof RemoteLoadError || (error as { cause?: unknown } | null)?.cause instanceof RemoteLoadError;

interface Props {
  /** Name of the remote inside, for the log, the vitals and the fallback's data attribute. */
  remote: RemoteName;
  onRetry: () => void;
  /** Called once the fallback shows. */
  onError?: () => void;
  children: ReactNode;
}

interface State {
  error: unknown;
}

/** Keeps a failed remote inside its region: the frame and other routes go on working. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`Remote ${this.props.remote} failed to load or render`, error, info.componentStack);
    if (isLoadError(error)) notePageEvent('failed', this.props.remote);
    else notePageEvent('error');
    this.props.onError?.();
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ error: undefined });
  };

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return <RemoteFallback remote={this.props.remote} onRetry={this.retry} />;
  }
}

function RemoteFallback({ remote, onRetry }: { remote: string; onRetry: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <div role="alert" className={styles.fallback} data-remote-fallback={remote}>
      <p className={styles.title}>{t('remoteFailed')}</p>
      <p className={styles.hint}>{t('remoteFailedHint')}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
