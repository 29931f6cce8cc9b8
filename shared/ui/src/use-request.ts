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
 * `initial` is the first key's answer when the page came with it (inlined or resolved): it is
 * shown at once and not asked for again; a later key, or a retry, loads as usual.
 */
export function useRequest<T>(key: string, load: () => Promise<T>, initial?: T): { state: RequestState<T>; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(() =>
    initial === undefined ? null : { key, attempt: 0, state: { status: 'done', data: initial } },
  );
  const loadRef = useRef(load);
  const settledRef = useRef(settled);

  useEffect(() => {
    loadRef.current = load;
    settledRef.current = settled;
  });

  useEffect(() => {
    const held = settledRef.current;
    if (held !== null && held.key === key && held.attempt === attempt) return;
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
