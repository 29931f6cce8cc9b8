import { useCallback, useEffect, useRef, useState } from 'react';

export type RequestState<T> =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'done'; data: T };

interface Settled<T> {
  key: string;
  attempt: number;
  state: RequestState<T>;
}

/**
 * Runs `load` whenever `key` changes (e.g. language + slug) and on retry. While a result for the
 * current key is not in, the state is 'loading', so a new page never shows the previous one's data.
 */
export function useRequest<T>(key: string, load: () => Promise<T>): { state: RequestState<T>; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const loadRef = useRef(load);

  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    let live = true;
    loadRef.current().then(
      (data) => live && setSettled({ key, attempt, state: { status: 'done', data } }),
      (error: unknown) => live && setSettled({ key, attempt, state: { status: 'error', error } }),
    );
    return () => {
      live = false;
    };
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const current = settled !== null && settled.key === key && settled.attempt === attempt;
  return { state: current ? settled.state : { status: 'loading' }, retry };
}
