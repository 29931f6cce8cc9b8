import { act, lazy, useSyncExternalStore } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { fireEvent, screen } from '@testing-library/react';
import { HydrateNearView } from './hydrate-near-view';

const noSubscription = () => () => undefined;

/** Says "live" once React runs it in the browser (it re-renders right after hydrating): its server HTML says "server". */
function Probe({ onPress }: { onPress: () => void }) {
  const live = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return (
    <li>
      <button type="button" onClick={onPress}>
        {live ? 'live' : 'server'}
      </button>
    </li>
  );
}

function Page({ onPress = () => undefined }: { onPress?: () => void }) {
  return (
    <main>
      <h1>Home</h1>
      <HydrateNearView as="ul">
        <Probe onPress={onPress} />
      </HydrateNearView>
    </main>
  );
}

/** jsdom has no IntersectionObserver: this one is told by the test when the part nears the viewport. */
class FakeObserver {
  static all: FakeObserver[] = [];
  watched: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.watched.push(element);
  }
  disconnect() {
    this.watched = [];
  }
  static nearView() {
    for (const observer of FakeObserver.all) {
      const entries = observer.watched.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry);
      if (entries.length > 0) observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
  static watching() {
    return FakeObserver.all.reduce((sum, observer) => sum + observer.watched.length, 0);
  }
}

let container: HTMLElement;
let root: Root | undefined;

/** The page as the edge sends it (rendered where nothing can watch), hydrated by a browser that can. */
async function hydrateServerHtml(page: React.ReactElement) {
  container.innerHTML = renderToString(page);
  globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  await act(async () => {
    root = hydrateRoot(container, page);
  });
}

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  FakeObserver.all = [];
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

test('a server render draws the part, as a server has no way to watch it', () => {
  expect(renderToString(<Page />)).toContain('<button type="button">server</button>');
});

test('hydration leaves the part as server HTML until it nears the viewport, then hydrates it', async () => {
  await hydrateServerHtml(<Page />);
  expect(screen.getByRole('button', { name: 'server' })).toBeInTheDocument();
  expect(FakeObserver.watching()).toBe(1);

  await act(async () => FakeObserver.nearView());

  expect(screen.getByRole('button', { name: 'live' })).toBeInTheDocument();
  expect(FakeObserver.watching()).toBe(0);
});

test('a click on the waiting part hydrates it at once and reaches its handler', async () => {
  const onPress = jest.fn();
  await hydrateServerHtml(<Page onPress={onPress} />);
  const button = screen.getByRole('button', { name: 'server' });

  await act(async () => fireEvent.click(button));

  expect(onPress).toHaveBeenCalledTimes(1);
  // The same element: hydrated in place, not drawn afresh.
  expect(screen.getByRole('button', { name: 'live' })).toBe(button);
});

test('a click that lands before the page around the part has hydrated still reaches its handler', async () => {
  const onPress = jest.fn();
  container.innerHTML = renderToString(<Page onPress={onPress} />);
  globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  // Outside act, hydration waits for the scheduler: the shopper's click comes first, and React
  // hydrates the page at once to deliver it.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  root = hydrateRoot(container, <Page onPress={onPress} />);

  fireEvent.click(screen.getByRole('button', { name: 'server' }));

  expect(onPress).toHaveBeenCalledTimes(1);
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

test('a click on a part whose code is still on its way (a lazy chunk) is done once the part has hydrated, once', async () => {
  const onPress = jest.fn();
  let arrive!: (module: { default: typeof Probe }) => void;
  const LazyProbe = lazy(() => new Promise<{ default: typeof Probe }>((resolve) => (arrive = resolve)));
  const page = (probe: React.ReactElement) => (
    <main>
      <h1>Home</h1>
      <HydrateNearView as="ul">{probe}</HydrateNearView>
    </main>
  );
  // The server had the code (its build is one file): its HTML has the button.
  container.innerHTML = renderToString(page(<Probe onPress={onPress} />));
  globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  await act(async () => {
    root = hydrateRoot(container, page(<LazyProbe onPress={onPress} />));
  });
  const button = screen.getByRole('button', { name: 'server' });

  await act(async () => fireEvent.click(button));
  expect(onPress).not.toHaveBeenCalled();

  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    arrive({ default: Probe });
  });
  expect(onPress).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: 'live' })).toBe(button);
});

test('focus moving into the waiting part hydrates it', async () => {
  await hydrateServerHtml(<Page />);

  await act(async () => screen.getByRole('button', { name: 'server' }).focus());

  expect(screen.getByRole('button', { name: 'live' })).toHaveFocus();
});

test("a render of the browser's own (a client-side navigation) draws the part at once and watches nothing", async () => {
  globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  await act(async () => {
    root = createRoot(container);
    root.render(<Page />);
  });

  expect(screen.getByRole('button', { name: 'live' })).toBeInTheDocument();
  expect(FakeObserver.all).toHaveLength(0);
});
