import { useCallback, useEffect, useRef, useState } from 'react';

export interface Submit<Args extends unknown[], Problem> {
  /** True while the action runs; a submit meanwhile (a double click, Enter held) is ignored. */
  busy: boolean;
  /** What went wrong the last time, until the next submit or `setError`; null if nothing did. */
  error: Problem | null;
  submit: (...args: Args) => Promise<void>;
  /** Clears the problem (the shopper edits the field it names), or sets one found before submitting. */
  setError: (error: Problem | null) => void;
}

/**
 * A form's submit: busy while `action` runs, and what went wrong. The action returns the problem
 * to show (the server's refusal, in a code or in words) or nothing when it is done; what it throws
 * (no connection, a 429) becomes a problem through `failed`. A form that is gone when the action
 * ends (its dialog closed) is left alone.
 */
export function useSubmit<Args extends unknown[], Problem>(
  action: (...args: Args) => Promise<Problem | undefined | void>,
  failed: (thrown: unknown) => Problem,
): Submit<Args, Problem> {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Problem | null>(null);
  const running = useRef(false);
  const mounted = useRef(true);
  const latest = useRef({ action, failed });

  useEffect(() => {
    latest.current = { action, failed };
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
    setError(null);
    let problem: Problem | null;
    try {
      problem = (await latest.current.action(...args)) ?? null;
    } catch (thrown) {
      problem = latest.current.failed(thrown);
    }
    running.current = false;
    if (!mounted.current) return;
    setBusy(false);
    setError(problem);
  }, []);
  return { busy, error, submit, setError };
}
