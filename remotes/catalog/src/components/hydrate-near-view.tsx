import { Suspense, use, useCallback, useId, useLayoutEffect, useSyncExternalStore, type ReactNode } from 'react';
import { canWatchNearView, whenNear } from '@shop/ui/idle';

/** What shows a shopper is using a part: React hydrates it at once when one lands in it. */
const INTENT_EVENTS = ['pointerdown', 'click', 'focusin', 'keydown'] as const;

/**
 * A part's wait for hydration. Releasing marks the promise fulfilled the way React's `use` reads
 * it, so a render within the releasing event (a click hydrates the part it lands on at once)
 * passes without waiting for a microtask.
 */
class Wait {
  readonly promise: Promise<void>;
  released = false;
  private resolve!: () => void;

  constructor() {
    this.promise = new Promise<void>((resolve) => (this.resolve = resolve));
  }

  release(): void {
    if (this.released) return;
    this.released = true;
    Object.assign(this.promise, { status: 'fulfilled', value: undefined });
    this.resolve();
  }
}

const noSubscription = () => () => undefined;

/**
 * The waits of the parts on the page, by the part's `useId` (the same in the server's HTML and in
 * the hydration), so an event can release a part before React has handed its element to us.
 */
const waits = new Map<string, Wait>();
const ID_ATTRIBUTE = 'data-hydrate-id';

function waitOf(id: string): Wait {
  let wait = waits.get(id);
  if (!wait) waits.set(id, (wait = new Wait()));
  return wait;
}

/**
 * Releases the part an intent lands in. On the document in the capture phase, installed when this
 * module loads: React's own listener, on its root, comes after it. A click that lands before the
 * page around the part has hydrated makes React hydrate the page at once to deliver it, and finds
 * the part already released; a click on a waiting part of a hydrated page finds the same.
 */
function releaseOnIntent(event: Event) {
  const part = event.target instanceof Element ? event.target.closest(`[${ID_ATTRIBUTE}]`) : null;
  const id = part?.getAttribute(ID_ATTRIBUTE);
  if (!id) return;
  waitOf(id).release();
  if (event.type === 'click' && !hydrated.has(id)) keepClick(id, event);
}

/** The parts whose content has hydrated (or was drawn by the browser), by id. */
const hydrated = new Set<string>();

/**
 * A click that landed in a part whose code was still on its way (a lazy chunk inside it): React
 * cannot hydrate the part within the click, so it drops the click. It is done again on the same
 * element once the part has hydrated (React hydrates the server's elements in place). A click on a
 * link is the browser's own and needs no second one.
 */
const keptClicks = new Map<string, { target: HTMLElement; during: boolean }>();

function keepClick(id: string, event: Event) {
  const target = event.target instanceof HTMLElement ? event.target : null;
  if (!target || target.closest('a[href]')) return;
  const kept = { target, during: true };
  keptClicks.set(id, kept);
  // Past this click's dispatch: a hydration within it delivers the click itself (React hydrates a
  // part whose code is in at once, in the click's capture phase), one after it has lost it.
  setTimeout(() => (kept.during = false), 0);
}

/** Marks its part hydrated once its content is in, and does a click that part lost again. */
function Hydrated({ id }: { id: string }) {
  useLayoutEffect(() => {
    hydrated.add(id);
    const kept = keptClicks.get(id);
    keptClicks.delete(id);
    if (kept && !kept.during && kept.target.isConnected) kept.target.click();
    return () => {
      hydrated.delete(id);
    };
  }, [id]);
  return null;
}

if (typeof document !== 'undefined') {
  for (const type of INTENT_EVENTS) document.addEventListener(type, releaseOnIntent, true);
}

/** True in a server render and in the browser's hydration of it, false in a render of the browser's own. */
function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/**
 * Stays server HTML while the page hydrates, until released. A server render and a render of the
 * browser's own (a client-side navigation) draw the children at once. In a browser it reads the
 * promise on every render, as React asks of a component that once waited on one.
 */
function Gate({ id, children }: { id: string; children: ReactNode }) {
  const hydrating = useHydrating();
  if (canWatchNearView()) {
    const wait = waitOf(id);
    if (!hydrating) wait.release();
    use(wait.promise);
  }
  return children;
}

export interface HydrateNearViewProps {
  /** The element the part is drawn in; it has a box, so it can be watched. */
  as: 'ul' | 'div' | 'section';
  className?: string;
  children: ReactNode;
}

/**
 * A below-the-fold part of a server-rendered page that hydrates when it is needed: when it comes
 * within half a screen of the viewport, or when the shopper points at, clicks, focuses or types in
 * it. Until then it is the server's HTML (its links are plain links), and the page's hydration
 * skips its React work. Not on idle as well: hydrating every waiting part once the page is idle
 * put long tasks back into the home page's load (Lighthouse TBT over 150 ms in 2 of 7 runs, against
 * 0 of 7 without).
 *
 * Its props should not change while it waits (a memoised parent, data that stays): React cannot
 * hydrate a part whose props changed, and draws it afresh instead, which is correct but undoes the saving.
 */
export function HydrateNearView({ as: Tag, className, children }: HydrateNearViewProps) {
  const id = useId();

  // Runs once the part's element is in the page. A render of the browser's own has drawn (and
  // released) the children by then; a hydration has not (React hydrates a Suspense boundary in a
  // later pass than the element around it).
  const watch = useCallback(
    (element: HTMLElement | null) => {
      if (!element) return undefined;
      const wait = waitOf(id);
      const forget = () => waits.delete(id);
      if (wait.released || !canWatchNearView()) return forget;
      const stopWatching = whenNear(element, () => wait.release());
      void wait.promise.then(stopWatching);
      return () => {
        stopWatching();
        forget();
      };
    },
    [id],
  );

  return (
    <Tag ref={watch} className={className} {...{ [ID_ATTRIBUTE]: id }}>
      <Suspense fallback={null}>
        <Gate id={id}>
          {children}
          <Hydrated id={id} />
        </Gate>
      </Suspense>
    </Tag>
  );
}
