import { createElement, Suspense, useState } from 'react';
import type { RemoteName } from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { LoadingState } from '@shop/ui';
import { NS } from '../i18n/texts';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { forgetRemoteComponent, remoteComponent } from './remote-component';
import { resetRemote } from './remotes';

export interface RemotePageProps {
  remote: RemoteName;
  /** The exposed module without './', e.g. 'BlogList'. */
  module: string;
  props?: object;
}

/**
 * One remote region: loads the exposed page on first render, shows a loading state meanwhile,
 * and a translated fallback with a retry button if it cannot load (after the retry plugin gave up).
 */
export function RemotePage({ remote, module, props = {} }: RemotePageProps) {
  const { t } = useTranslation(NS);
  // Bumped by retry so the region renders a fresh lazy component.
  const [attempt, setAttempt] = useState(0);
  // Stable across renders: remoteComponent caches one lazy component per module id, and retry
  // replaces it (React.lazy never retries a rejected load by itself).
  const page = remoteComponent(remote, module);
  const retry = () => {
    resetRemote(remote);
    forgetRemoteComponent(remote, module);
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteErrorBoundary key={attempt} remote={remote} onRetry={retry}>
      <Suspense fallback={<LoadingState label={t('loading')} />}>
        {createElement(page, props)}
      </Suspense>
    </RemoteErrorBoundary>
  );
}
