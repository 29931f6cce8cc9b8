import type { InfoPageProps } from '@shop/contracts';
import { InfoPageView } from '../features/info-page/info-page';
import { NotFoundPage } from '../features/not-found/not-found-page';

/** './InfoPage': /page/* and the resolver's infopage/page types; the shell passes the path. */
export default function InfoPage({ urlPath, initialData }: InfoPageProps) {
  return <InfoPageView urlPath={urlPath} initialData={initialData} notFound={<NotFoundPage />} />;
}
