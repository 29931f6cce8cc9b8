import * as React from 'react';
import { act, lazy, Suspense, type ComponentType } from 'react';
import { render } from '@testing-library/react';
import { HYDRATED_EVENT } from './early-input';

/** A fresh copy of the module (with the same React), as a page that has announced nothing yet has it. */
function freshModule(): typeof import('./page-hydration') {
  let module: typeof import('./page-hydration') | undefined;
  jest.isolateModules(() => {
    jest.doMock('react', () => React);
    module = require('./page-hydration') as typeof import('./page-hydration');
  });
  return module!;
}

/** A region's content that comes when the test says (a remote's chunk arriving). */
function remoteChunk() {
  let arrive: (component: { default: ComponentType }) => void = () => undefined;
  const Component = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve)));
  return { Component, arrive: () => act(async () => arrive({ default: () => <p>Product</p> })) };
}

/** The announcement comes in a task of its own, after React's commit. */
const nextTask = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

describe('page hydration', () => {
  const announced = jest.fn();
  beforeEach(() => document.addEventListener(HYDRATED_EVENT, announced));
  afterEach(() => {
    delete document.documentElement.dataset.hydrated;
    document.removeEventListener(HYDRATED_EVENT, announced);
    announced.mockReset();
  });

  it('is announced with the frame when the page has no region, after its commit', async () => {
    const { useAnnounceHydrated } = freshModule();
    function Frame() {
      useAnnounceHydrated();
      return <header>Shop</header>;
    }
    render(<Frame />);
    expect(announced).not.toHaveBeenCalled();
    await nextTask();
    expect(announced).toHaveBeenCalledTimes(1);
    expect(document.documentElement).toHaveAttribute('data-hydrated');
  });

  it('waits for each region to show its content, then is announced once', async () => {
    const { useAnnounceHydrated, useRegionHydration } = freshModule();
    const chunk = remoteChunk();
    function Region() {
      const hydration = useRegionHydration();
      return (
        <Suspense fallback={<p>Loading</p>}>
          {hydration.content}
          <chunk.Component />
        </Suspense>
      );
    }
    function Frame() {
      useAnnounceHydrated();
      return <Region />;
    }
    const page = render(<Frame />);
    await nextTask();
    expect(announced).not.toHaveBeenCalled();
    await chunk.arrive();
    expect(page.getByText('Product')).toBeInTheDocument();
    await nextTask();
    expect(announced).toHaveBeenCalledTimes(1);
    page.rerender(<Frame />);
    await nextTask();
    expect(announced).toHaveBeenCalledTimes(1);
  });

  it('counts a region that failed and shows its fallback', async () => {
    const { useAnnounceHydrated, useRegionHydration } = freshModule();
    let settle = () => undefined as void;
    function Region() {
      const hydration = useRegionHydration();
      settle = hydration.settle;
      return <p>Loading</p>;
    }
    function Frame() {
      useAnnounceHydrated();
      return <Region />;
    }
    render(<Frame />);
    await nextTask();
    expect(announced).not.toHaveBeenCalled();
    act(() => settle());
    await nextTask();
    expect(announced).toHaveBeenCalledTimes(1);
  });
});
