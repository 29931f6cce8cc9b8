import { useSyncExternalStore } from 'react';
import { readStored, writeStored } from '@shop/session';

// The stories a visitor has seen (spec §3 "view flag"), in their browser: the product page is the
// same for everyone, so the ring around unseen ones is drawn here. The server's HTML draws every
// ring (it cannot know), and the hydrated page takes the seen ones away.

/** The newest ids kept: enough for every story a visitor meets, small enough to read at once. */
const KEEP = 500;
const NONE: ReadonlySet<number> = new Set();

let seen: ReadonlySet<number> | undefined;
const listeners = new Set<() => void>();

function read(): ReadonlySet<number> {
  try {
    const ids: unknown = JSON.parse(readStored('seenStories') ?? '[]');
    return new Set(Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : []);
  } catch {
    return NONE;
  }
}

const snapshot = (): ReadonlySet<number> => (seen ??= read());

const notify = () => {
  for (const listener of listeners) listener();
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// A story seen in another tab (or storage cleared) is read again.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== 'seenStories') return;
    seen = undefined;
    notify();
  });
}

/** Remembers that the visitor saw story `id` (best effort: a browser that keeps nothing shows the ring again). */
export function markSeen(id: number): void {
  const current = snapshot();
  if (current.has(id)) return;
  seen = new Set([...current, id].slice(-KEEP));
  writeStored('seenStories', JSON.stringify([...seen]));
  notify();
}

/** The ids of the stories this visitor has seen; none while rendering on the server. */
export function useSeenStories(): ReadonlySet<number> {
  return useSyncExternalStore(subscribe, snapshot, () => NONE);
}

