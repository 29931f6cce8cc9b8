import { PAGE_MODULES, type PageKind, type RemoteName, type RumView } from '@shop/contracts';
import { remoteVersion } from '../remote-loading/remotes';
import { takePageEvents } from './page-events';

interface View {
  page: PageKind;
  remotes: Set<RemoteName>;
  errors: number;
  failed: Set<RemoteName>;
  /** Reported already: sent again only if something happens in it since (a continuation). */
  reported: boolean;
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
 * The page views of this document as its beacon reports them, made of the page's event log
 * (page-events.ts): which page, which remotes it ran with their versions, its JavaScript errors and
 * the remotes that did not load. Errors and failures before the first view (while the shell boots)
 * are the first view's.
 */
export class PageViews {
  /** Views not reported yet, the current one last (kept after it is reported: events may follow). */
  private views: View[] = [];
  private first: View | undefined;
  private readonly early = { errors: 0, failed: new Set<RemoteName>() };

  /** The views to report now: those not reported yet, and a reported one with an error or failed load since. */
  take(): RumView[] {
    this.follow();
    const due = this.views.filter((view) => !view.reported || view.errors > 0 || view.failed.size > 0).map(asReported);
    const current = this.views.at(-1);
    this.views = current ? [Object.assign(current, { reported: true, errors: 0, failed: new Set<RemoteName>() })] : [];
    return due;
  }

  /** The document's first view: the page its vitals (LCP, TTFB...) measure. */
  firstView(): Pick<RumView, 'page' | 'remotes'> | undefined {
    this.follow();
    return this.first && { page: this.first.page, remotes: versionsOf(this.first.remotes) };
  }

  private follow(): void {
    for (const event of takePageEvents()) {
      const view = this.views.at(-1);
      switch (event[0]) {
        case 'view':
          this.start(event[1]);
          break;
        case 'remote':
          view?.remotes.add(event[1]);
          break;
        case 'failed':
          if (view) {
            view.remotes.add(event[1]);
            view.failed.add(event[1]);
          } else {
            this.early.failed.add(event[1]);
          }
          break;
        case 'error':
          if (view) view.errors += 1;
          else this.early.errors += 1;
          break;
      }
    }
  }

  private start(page: PageKind): void {
    const { errors, failed } = this.early;
    const view: View = { page, remotes: new Set([PAGE_MODULES[page].remote, ...failed]), errors, failed: new Set(failed), reported: false };
    this.early.errors = 0;
    failed.clear();
    this.first ??= view;
    this.views.push(view);
  }
}
