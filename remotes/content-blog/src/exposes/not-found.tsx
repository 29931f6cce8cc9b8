import { NotFoundPage } from '../features/not-found/not-found-page';

/** './NotFound': the 404 screen (spec §8), for /404 and every path nothing else claims. */
export default function NotFound() {
  return <NotFoundPage />;
}
