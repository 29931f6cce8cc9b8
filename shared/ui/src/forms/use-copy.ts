import { useState } from 'react';

/**
 * Copies texts to the clipboard and remembers the last outcome by the key of what was copied, so one
 * live region can say "Number copied" or that the clipboard refused (no permission, an old browser).
 */
export function useCopy<Key extends string>() {
  const [outcome, setOutcome] = useState<{ key: Key; copied: boolean } | null>(null);
  const copy = (key: Key, text: string) => {
    // Plain http (no secure context) has no clipboard at all: the same as a refusal.
    const written = typeof navigator.clipboard?.writeText === 'function' ? navigator.clipboard.writeText(text) : Promise.reject(new Error('No clipboard'));
    written.then(
      () => setOutcome({ key, copied: true }),
      () => setOutcome({ key, copied: false }),
    );
  };
  return { outcome, copy };
}
