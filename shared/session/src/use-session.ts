import { sessionStore, type SessionState } from './stores';

/** `{ loggedIn, customer, ready }`; re-renders when any of them changes. */
export function useSession(): SessionState {
  return sessionStore();
}
