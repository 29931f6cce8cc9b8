import { useRequest, type RequestState } from '@shop/ui';
import { adminGet, type AdminAnswer } from './admin-api';

/**
 * A screen's data from the admin API, asked for again when `path` changes (a filter, a page) and
 * on `reload`. A refusal is data too: the screen says what it was (AdminProblem).
 */
export function useAdminData<T>(path: string): { state: RequestState<AdminAnswer<T>>; reload: () => void } {
  const { state, retry } = useRequest(path, () => adminGet<T>(path));
  return { state, reload: retry };
}
