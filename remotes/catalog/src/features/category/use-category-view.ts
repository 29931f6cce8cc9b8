import { startTransition, useCallback, useEffect, useMemo, useOptimistic, useRef, useState } from 'react';
import { catalogQueryString, parseCatalogQuery, type CatalogQuery, type CategoryProductsReply } from '@shop/contracts';
import { useLanguage } from '@shop/i18n';
import { useLocation, useNavigate } from '@shop/router';
import { acceptsPage, nextPage, withPage, type Listing } from '../../listing/listing-state';
import { fetchCategoryPage } from './api';

export type CategoryData = Omit<CategoryProductsReply, 'status'>;

/** What the grid shows: the last reply (filters, titles, breadcrumbs) and the cards gathered so far. */
export interface CategoryView {
  /** Language, category and the filters and sort: what a change of which replaces the grid. */
  selection: string;
  data: CategoryData;
  listing: Listing;
}

export type LoadProblem = 'not_found' | 'bad_filter' | 'failed';

const selectionOf = (language: string, urlPath: string, { filters, sort }: CatalogQuery) =>
  `${language}|${urlPath}|${catalogQueryString({ filters, sort, page: 1 })}`;

const viewOf = (selection: string, data: CategoryData, listing: Listing | null, override: boolean): CategoryView => ({
  selection,
  data,
  listing: withPage(listing, data, { override }),
});

/**
 * The category view lives in the URL (`?color=black&sort=new&page=2`), so a link, a reload and
 * Back restore it; this hook keeps the grid in step with the URL by the spec §4 rules:
 * - a change of filters or sort (a new URL with page 1) reloads and replaces the grid;
 * - a page link, Back or a fresh visit loads that page and replaces the grid (an override);
 * - "show more" appends the next page and writes its number into the URL without a new entry;
 * - a page beyond the total pages is ignored: the URL goes back to the page shown.
 * The first data, when the page came with it, is used as is: no request for the first view.
 */
export function useCategoryView(urlPath: string, initialData: CategoryData | undefined) {
  const { language } = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  // One object per URL, so the parts that take it can skip a re-render of the page.
  const query = useMemo(() => parseCatalogQuery(location.search), [location.search]);
  const selection = selectionOf(language, urlPath, query);

  const [view, setView] = useState<CategoryView | null>(() =>
    initialData && initialData.page === query.page ? viewOf(selection, initialData, null, true) : null,
  );
  const [loading, setLoading] = useState(false);
  const [problem, setProblem] = useState<LoadProblem | null>(null);
  const [attempt, setAttempt] = useState(0);
  // The latest view for the callbacks, without making them change on every page.
  const viewRef = useRef(view);
  useEffect(() => {
    viewRef.current = view;
  }, [view]);
  // "Show more" appended a page and asked the router for its URL; until the router gets there
  // (navigations render as transitions) the grid is ahead of the URL, and that is no reason to reload.
  const urlCatchingUp = useRef<number | null>(null);

  const hrefFor = useCallback((next: Partial<CatalogQuery>) => {
    const search = catalogQueryString({ ...query, ...next });
    return `${location.pathname}${search ? `?${search}` : ''}`;
  }, [location.pathname, query]);

  const shown = view?.selection === selection ? view : null;
  const inStep = shown !== null && shown.listing.page === query.page;
  const ignoredPage = shown !== null && !inStep && !acceptsPage(shown.listing, query.page);

  useEffect(() => {
    if (ignoredPage) navigate(hrefFor({ page: shown.listing.page }), { replace: true });
  }, [ignoredPage, shown, hrefFor, navigate]);

  useEffect(() => {
    const catchingUp = urlCatchingUp.current;
    urlCatchingUp.current = null;
    if (inStep || ignoredPage) return;
    if (catchingUp !== null && shown?.listing.page === catchingUp) {
      urlCatchingUp.current = catchingUp;
      return;
    }
    let live = true;
    setLoading(true);
    setProblem(null);
    fetchCategoryPage(language, urlPath, query).then(
      (reply) => {
        if (!live) return;
        setLoading(false);
        if (reply.status === 200) setView(viewOf(selection, reply, null, true));
        else setProblem(reply.error === 'not_found' ? 'not_found' : 'bad_filter');
      },
      () => {
        if (!live) return;
        setLoading(false);
        setProblem('failed');
      },
    );
    return () => {
      live = false;
    };
    // The query is read through `selection` and the page: those are what a change of reloads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selection, query.page, inStep, ignoredPage, attempt, language, urlPath]);

  const loadMore = useCallback(() => {
    const current = viewRef.current;
    const page = current && nextPage(current.listing);
    if (!current || page === null) return;
    setLoading(true);
    fetchCategoryPage(language, urlPath, { ...query, page }).then(
      (reply) => {
        setLoading(false);
        if (reply.status !== 200 || viewRef.current !== current) return;
        setView(viewOf(current.selection, reply, current.listing, false));
        urlCatchingUp.current = page;
        navigate(hrefFor({ page }), { replace: true, preventScrollReset: true });
      },
      () => setLoading(false),
    );
  }, [language, urlPath, query, hrefFor, navigate]);

  /** A new choice of filters or sort: a new history entry at page 1 (Back returns to the old choice). */
  // The router renders a navigation as a transition: until it lands, the controls show the
  // shopper's choice (a ticked box stays ticked), not the URL's previous one.
  const [chosenQuery, showChoice] = useOptimistic(query);
  const choose = useCallback((next: Omit<CatalogQuery, 'page'>) => {
    startTransition(() => {
      showChoice({ ...next, page: 1 });
      navigate(hrefFor({ ...next, page: 1 }), { preventScrollReset: true });
    });
  }, [hrefFor, navigate, showChoice]);

  return {
    /** The filters and sort to show in the controls: the URL's, or the choice on its way there. */
    query: chosenQuery,
    view: shown ?? (view && loading ? view : null),
    loading,
    problem,
    retry: () => setAttempt((n) => n + 1),
    loadMore,
    choose,
    pageHref: (page: number) => hrefFor({ page }),
  };
}
