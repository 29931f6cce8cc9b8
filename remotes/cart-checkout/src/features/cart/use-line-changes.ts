import { useCallback, useState } from 'react';
import type { CommandResult } from '@shop/session';

type ByLine<T> = Readonly<Record<number, T>>;

const without = <T>(record: ByLine<T>, itemId: number): ByLine<T> => {
  const { [itemId]: _dropped, ...rest } = record;
  return rest;
};

/**
 * The changes under way per cart line and the last failure of each, so a failed change shows its
 * message next to its own line while the others go on. `run` starts a change of one line.
 */
export function useLineChanges() {
  const [pending, setPending] = useState<ByLine<true>>({});
  const [errors, setErrors] = useState<ByLine<string>>({});

  const run = useCallback(async (itemId: number, change: () => Promise<CommandResult>): Promise<CommandResult> => {
    setPending((current) => ({ ...current, [itemId]: true }));
    setErrors((current) => without(current, itemId));
    const result = await change();
    setPending((current) => without(current, itemId));
    if (!result.ok) setErrors((current) => ({ ...current, [itemId]: result.error }));
    return result;
  }, []);

  return { pending, errors, run };
}
