import { act, renderHook } from '@testing-library/react';
import { useSubmit } from './use-submit';

/** A promise the test settles by hand. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useSubmit', () => {
  it('is busy while the action runs and ignores a second submit meanwhile', async () => {
    const run = deferred();
    const action = jest.fn(() => run.promise);
    const { result } = renderHook(() => useSubmit(action));
    let first!: Promise<void>;
    act(() => {
      first = result.current.submit();
    });
    expect(result.current.busy).toBe(true);
    await act(() => result.current.submit());
    expect(action).toHaveBeenCalledTimes(1);
    await act(async () => {
      run.resolve();
      await first;
    });
    expect(result.current).toMatchObject({ busy: false, failure: null });
  });

  it('keeps what the action threw until the next submit or clearFailure', async () => {
    const error = new Error('offline');
    const action = jest.fn().mockRejectedValueOnce(error).mockResolvedValueOnce(undefined).mockRejectedValueOnce(error);
    const { result } = renderHook(() => useSubmit(action));
    await act(() => result.current.submit());
    expect(result.current).toMatchObject({ busy: false, failure: error });
    await act(() => result.current.submit());
    expect(result.current.failure).toBeNull();
    await act(() => result.current.submit());
    act(() => result.current.clearFailure());
    expect(result.current.failure).toBeNull();
  });

  it('passes its arguments to the latest action', async () => {
    const seen: string[] = [];
    const { result, rerender } = renderHook(({ prefix }) => useSubmit(async (value: string) => void seen.push(prefix + value)), { initialProps: { prefix: 'a' } });
    rerender({ prefix: 'b' });
    await act(() => result.current.submit('1'));
    expect(seen).toEqual(['b1']);
  });

  it('leaves a form that is gone when the action ends alone', async () => {
    const run = deferred();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result, unmount } = renderHook(() => useSubmit(() => run.promise));
    let pending!: Promise<void>;
    act(() => {
      pending = result.current.submit();
    });
    unmount();
    run.reject(new Error('late'));
    await pending;
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
