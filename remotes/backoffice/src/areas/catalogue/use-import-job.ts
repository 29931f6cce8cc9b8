import { useEffect, useState } from 'react';
import type { CatalogImportJob, CatalogImportJobReply } from '@shop/contracts';
import { adminGet, type AdminRefusal } from '../../api/admin-api';

/** How often a running import's progress is asked for (as `pnpm ops` does). */
export const PROGRESS_EVERY_MS = 1000;

/**
 * An import job as it is now, asked for again every PROGRESS_EVERY_MS while it runs; `onEnded`
 * once it is done or failed. A refusal (no such import, the connection lost) stops the asking.
 */
export function useImportJob(id: number, onEnded: () => void): { job?: CatalogImportJob; refusal?: AdminRefusal } {
  const [state, setState] = useState<{ id: number; job?: CatalogImportJob; refusal?: AdminRefusal }>({ id });
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const look = async () => {
      const answer = await adminGet<Omit<CatalogImportJobReply, 'status'>>(`catalog/imports/${id}`);
      if (!live) return;
      if (!answer.ok) return setState({ id, refusal: answer });
      setState({ id, job: answer.job });
      if (answer.job.status === 'running') timer = setTimeout(() => void look(), PROGRESS_EVERY_MS);
      else onEnded();
    };
    void look();
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // `onEnded` is the page's reload of its list: a new one each render, the same action.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);
  return state.id === id ? state : {};
}
