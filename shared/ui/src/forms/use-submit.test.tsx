import { act, renderHook } from '@testing-library/react';
import { useSubmit } from './use-submit';

/** A promise the test settles by hand. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const failed = (thrown: unknown) => `failed: ${(thrown as Error).message}`;

describe('useSubmit', () => {
  it('is busy while the action runs and ignores a second submit meanwhile', async () => {
    const run = deferred();
    const action = jest.fn(() => run.promise);
    const { result } = renderHook(() => useSubmit(action, failed));
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
    expect(result.current).toMatchObject({ busy: false, error: null });
  });

  it('shows the problem the action returns, or what it threw through `failed`, until the next submit', async () => {
    const action = jest.fn<Promise<string | undefined>, []>()
      .mockResolvedValueOnce('invalid_phone')
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(undefined);
    const { result } = renderHook(() => useSubmit(action, failed));
    await act(() => result.current.submit());
    expect(result.current).toMatchObject({ busy: false, error: 'invalid_phone' });
    await act(() => result.current.submit());
    expect(result.current.error).toBe('failed: offline');
    await act(() => result.current.submit());
    expect(result.current.error).toBeNull();
  });

  it('lets the form clear a problem, or set one it finds before submitting', async () => {
    const { result } = renderHook(() => useSubmit(async () => 'refused', failed));
    await act(() => result.current.submit());
    act(() => result.current.setError(null));
    expect(result.current.error).toBeNull();
    act(() => result.current.setError('choose a size'));
    expect(result.current.error).toBe('choose a size');
  });

  it('passes its arguments to the latest action', async () => {
    const seen: string[] = [];
    const { result, rerender } = renderHook(({ prefix }) => useSubmit(async (value: string) => void seen.push(prefix + value), failed), { initialProps: { prefix: 'a' } });
    rerender({ prefix: 'b' });
    await act(() => result.current.submit('1'));
    expect(seen).toEqual(['b1']);
  });

  it('leaves a form that is gone when the action ends alone', async () => {
    const run = deferred<string>();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result, unmount } = renderHook(() => useSubmit(() => run.promise, failed));
    let pending!: Promise<void>;
    act(() => {
      pending = result.current.submit();
    });
    unmount();
    run.resolve('late');
    await pending;
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
