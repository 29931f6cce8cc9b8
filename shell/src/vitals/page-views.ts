import { PAGE_MODULES, type PageKind, type RemoteName, type RumView } from '@shop/contracts';
import { remoteVersion } from '../remote-loading/remotes';

// The page views of this document as its vitals beacon reports them (report-vitals.ts): which
// page, which remotes it ran, its JavaScript errors and the remotes that did not load. Kept only
// while the page is sampled (startVitals); every call is a no-op otherwise.

interface View {
  page: PageKind;
  remotes: Set<RemoteName>;
  errors: number;
  failed: Set<RemoteName>;
  /** Reported already: sent again only if something happens in it since (a continuation). */
  reported: boolean;
}

let recording = false;
/** The views not yet reported, the current one last (kept after it is reported: events may follow). */
let views: View[] = [];
let first: View | undefined;
/** Errors and failed loads before the first view started (while the shell boots): they are the first view's. */
const early = { errors: 0, failed: new Set<RemoteName>() };

export function recordViews(): void {
  recording = true;
}

/** A page of the shop began (the router showed another page module, or the same one for another URL). */
export function startView(page: PageKind): void {
  if (!recording) return;
  const view: View = { page, remotes: new Set([PAGE_MODULES[page].remote, ...early.failed]), errors: early.errors, failed: new Set(early.failed), reported: false };
  early.errors = 0;
  early.failed.clear();
  first ??= view;
  views.push(view);
}

/** Another remote showed on the current page (a popup, another remote's module inside a page). */
export function noteRemote(remote: RemoteName): void {
  views.at(-1)?.remotes.add(remote);
}

export function noteLoadFailure(remote: RemoteName): void {
  if (!recording) return;
  const view = views.at(-1);
  if (!view) {
    early.failed.add(remote);
    return;
  }
  view.remotes.add(remote);
  view.failed.add(remote);
}

export function noteError(): void {
  if (!recording) return;
  const view = views.at(-1);
  if (view) view.errors += 1;
  else early.errors += 1;
}

/** The remotes with the versions this page ran (a remote served from elsewhere, a developer's override, has none). */
function versionsOf(remotes: Set<RemoteName>): RumView['remotes'] {
  return Object.fromEntries([...remotes].flatMap((remote) => {
    const version = remoteVersion(remote);
    return version ? [[remote, version]] : [];
  }));
}

const asReported = (view: View): RumView => ({ page: view.page, remotes: versionsOf(view.remotes), errors: view.errors, failed: [...view.failed] });

/**
 * The views to report now: those not reported yet, and a reported one that has had an error or a
 * failed load since. The current view stays, its counts starting again.
 */
export function takeViews(): RumView[] {
  const due = views.filter((view) => !view.reported || view.errors > 0 || view.failed.size > 0).map(asReported);
  const current = views.at(-1);
  views = current ? [Object.assign(current, { reported: true, errors: 0, failed: new Set<RemoteName>() })] : [];
  return due;
}

/** The document's first view: the page its vitals (LCP, TTFB...) measure. */
export function firstView(): Pick<RumView, 'page' | 'remotes'> | undefined {
  return first && { page: first.page, remotes: versionsOf(first.remotes) };
}

/** Forgets everything (tests). */
export function resetViews(): void {
  recording = false;
  views = [];
  first = undefined;
  early.errors = 0;
  early.failed.clear();
}
