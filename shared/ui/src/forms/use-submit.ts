import { useCallback, useEffect, useRef, useState } from 'react';

export interface Submit<Args extends unknown[]> {
  /** True while the action runs; a submit meanwhile (a double click, Enter held) is ignored. */
  busy: boolean;
  /** What the last run threw, until the next run or `clearFailure`; null if none. */
  failure: unknown;
  submit: (...args: Args) => Promise<void>;
  clearFailure: () => void;
}

/**
 * A form's submit: busy while `action` runs, and what it threw: no connection, a 429, or the
 * server's refusal, which the action throws (`if (reply.status === 400) throw reply`) so the form
 * has one place to read what went wrong from. A form that is gone when the action ends (its
 * dialog closed) is left alone.
 */
export function useSubmit<Args extends unknown[]>(action: (...args: Args) => Promise<void>): Submit<Args> {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const running = useRef(false);
  const mounted = useRef(true);
  const actionRef = useRef(action);

  useEffect(() => {
    actionRef.current = action;
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const submit = useCallback(async (...args: Args) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setFailure(null);
    try {
      await actionRef.current(...args);
    } catch (error) {
      if (mounted.current) setFailure(error);
    } finally {
      running.current = false;
      if (mounted.current) setBusy(false);
    }
  }, []);
  const clearFailure = useCallback(() => setFailure(null), []);
  return { busy, failure, submit, clearFailure };
}
