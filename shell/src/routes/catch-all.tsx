import { useEffect, useState } from 'react';
import { apiGet } from '@shop/api-client';
import type { PageType, ResolveReply } from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { ErrorNotice, LoadingState } from '@shop/ui';
import { NS } from '../i18n/texts';
import { InfoPageRoute, NotFoundRoute } from './content-blog';

type Resolution =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'resolved'; type: PageType; urlPath: string }
  | { state: 'unknown' };

/**
 * Any path the route table does not name: the API tells its page type (spec §2). Info pages
 * render content-blog's page; types whose remote comes in a later issue, and unknown paths, the 404 screen.
 */
export function CatchAllRoute({ path }: { path: string }) {
  const { t } = useTranslation(NS);
  const [attempt, setAttempt] = useState(0);
  // The answer remembers which request it answers: a new path shows 'loading' until its own answer.
  const [answer, setAnswer] = useState<{ key: string; resolution: Resolution }>();
  const key = `${attempt}:${path}`;
  const resolution: Resolution = answer?.key === key ? answer.resolution : { state: 'loading' };

  useEffect(() => {
    let current = true;
    const settle = (next: Resolution) => {
      if (current) setAnswer({ key, resolution: next });
    };
    apiGet<ResolveReply>(`url/resolve?path=${encodeURIComponent(path)}`)
      .then((reply) => settle(reply.status === 200 ? { state: 'resolved', type: reply.type as PageType, urlPath: reply.url_path } : { state: 'unknown' }))
      .catch(() => settle({ state: 'failed' }));
    return () => {
      current = false;
    };
  }, [key, path]);

  switch (resolution.state) {
    case 'loading':
      return <LoadingState label={t('loading')} />;
    case 'failed':
      return <ErrorNotice onRetry={() => setAttempt((n) => n + 1)} />;
    case 'resolved':
      if (resolution.type === 'infopage' || resolution.type === 'page') return <InfoPageRoute urlPath={resolution.urlPath} />;
      return <NotFoundRoute />;
    case 'unknown':
      return <NotFoundRoute />;
  }
}
