import { useEffect, useState, type ReactElement } from 'react';
import { HYDRATED_EVENT } from './early-input';

/** A remote region on the page: settled once its content or its fallback has been committed. */
interface Region {
  settled: boolean;
}

// Regions the frame's first commit found not settled: their server HTML waits for their remote's chunk.
const unsettled = new Set<Region>();
let frameCommitted = false;
let announced = false;

function announceIfHydrated(): void {
  if (announced || !frameCommitted || unsettled.size > 0) return;
  announced = true;
  // In a task of its own: what is done again on hearing it (clicks that render at once, with
  // flushSync) must not run inside React's commit, where this is called from.
  window.setTimeout(() => {
    // Also said on <html>, for what waits for a page that answers (the e2e suite, a tester's tools).
    document.documentElement.dataset.hydrated = '';
    document.dispatchEvent(new Event(HYDRATED_EVENT));
  }, 0);
}

/**
 * For the root component: once the frame's first render is committed (hydrated, or drawn), and
 * then every region on the page, the document hears HYDRATED_EVENT (what holdEarlyInput waits for).
 * The root's effect runs after those of every component inside it, so the regions are known by then.
 */
export function useAnnounceHydrated(): void {
  useEffect(() => {
    frameCommitted = true;
    announceIfHydrated();
  }, []);
}

/**
 * For a remote region: `content` goes inside its Suspense boundary and `settle` is called when the
 * region shows its fallback instead. A region counts as hydrated once either happened.
 */
export function useRegionHydration(): { content: ReactElement; settle: () => void } {
  // One object for the region's life (a state never set again).
  const [region] = useState<Region>(() => ({ settled: false }));
  useEffect(() => {
    if (!region.settled) unsettled.add(region);
    return () => {
      unsettled.delete(region);
      announceIfHydrated();
    };
  }, [region]);
  return { content: <RegionCommitted region={region} />, settle: () => settle(region) };
}

function settle(region: Region): void {
  region.settled = true;
  unsettled.delete(region);
  announceIfHydrated();
}

/** Renders nothing; its effect runs when the boundary's content is committed (children's effects run first). */
function RegionCommitted({ region }: { region: Region }): null {
  useEffect(() => settle(region), [region]);
  return null;
}
