import type { ShopEvents } from '@shop/contracts';

export type Handler<P> = (payload: P) => void;

export interface Bus<Events> {
  /** Calls every handler of `name` with `payload`, in subscription order. */
  emit<K extends keyof Events>(name: K, payload: Events[K]): void;
  /** Subscribes; the returned function unsubscribes (idempotent). */
  on<K extends keyof Events>(name: K, handler: Handler<Events[K]>): () => void;
}

/**
 * A small synchronous event bus. A handler that throws is logged and does not keep the others
 * from running (one remote's bug must not break another's badge), and handlers may unsubscribe
 * while an event is being delivered.
 */
export function createBus<Events>(): Bus<Events> {
  const handlers = new Map<keyof Events, Set<Handler<never>>>();
  return {
    emit(name, payload) {
      const set = handlers.get(name);
      if (!set) return;
      for (const handler of [...set]) {
        try {
          (handler as Handler<typeof payload>)(payload);
        } catch (error) {
          console.error(`bus: a handler of "${String(name)}" failed`, error);
        }
      }
    },
    on(name, handler) {
      let set = handlers.get(name);
      if (!set) {
        set = new Set();
        handlers.set(name, set);
      }
      set.add(handler as Handler<never>);
      return () => {
        set.delete(handler as Handler<never>);
      };
    },
  };
}

/** The page's one bus (@shop/session is a Module Federation singleton, so every app gets this one). */
export const bus: Bus<ShopEvents> = createBus<ShopEvents>();
