import type { ReactNode } from 'react';
import type { InfoPage } from '@shop/contracts';
import { useLanguage, useLocalePath, useTranslation } from '@shop/i18n';
import { Link } from '@shop/router';
import { useSettings } from '@shop/session';
import { Breadcrumbs, ErrorNotice, LoadingState, useDocumentTitle, useRequest } from '@shop/ui';
import { PageRoot } from '../../components/page-root';
import { SafeHtml } from '../../components/safe-html';
import { NS } from '../../i18n/register';
import { fetchInfoPage } from './api';
import styles from './info-page.module.css';

export interface InfoPageViewProps {
  /** The page's path without the language prefix, e.g. 'delivery' (from /page/* or the resolver). */
  urlPath: string;
  /** The page when it came with the route (resolved or inlined): shown without a request. */
  initialData?: { page: InfoPage };
  notFound: ReactNode;
}

/** An info page (delivery, payment, returns…): title and sanitized content in the current language. */
export function InfoPageView({ urlPath, initialData, notFound }: InfoPageViewProps) {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  const initial = initialData && { status: 200 as const, ...initialData };
  const { state, retry } = useRequest(`${language}:${urlPath}`, () => fetchInfoPage(language, urlPath), initial);
  const page = state.status === 'done' && state.data.status === 200 ? state.data.page : undefined;
  useDocumentTitle(page ? page.meta_title || page.title : undefined);

  if (state.status === 'done' && state.data.status === 400) return notFound;

  return (
    <PageRoot>
      {state.status === 'loading' && <LoadingState label={t('loadingPage')} />}
      {state.status === 'error' && <ErrorNotice message={t('loadError')} onRetry={retry} />}
      {page && (
        <div className={styles.layout}>
          <article className={styles.page}>
            <Breadcrumbs items={[{ label: page.title }]} />
            <h1 className={styles.title}>{page.title}</h1>
            <SafeHtml className={styles.content} html={page.content} />
          </article>
          <InfoMenu current={urlPath} />
        </div>
      )}
    </PageRoot>
  );
}

/** The settings' infoPage menu: the customer information pages, this one marked as the current. */
function InfoMenu({ current }: { current: string }) {
  const { language } = useLanguage();
  const localePath = useLocalePath();
  // An API from before the infoPage group (a shell still live with an older release) has none.
  const menu = useSettings(language)?.infoPage;
  if (!menu || menu.links.length === 0) return null;
  return (
    <nav className={styles.menu} aria-label={menu.title}>
      <h2 className={styles.menuTitle}>{menu.title}</h2>
      <ul>
        {menu.links.map((link) => (
          <li key={link.href}>
            <Link to={localePath(link.href)} aria-current={link.href.replace(/^\/+/, '') === current ? 'page' : undefined}>
              {link.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
