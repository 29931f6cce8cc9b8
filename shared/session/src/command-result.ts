/**
 * What a command reports: success, or the spec §8 error code of a 400 reply. `request_failed`
 * means the call itself failed (network, HTTP 5xx, an endpoint that does not exist): the api-client
 * has already logged it and shown the error notice, and no store changed. `session_changed` and
 * `bad_reply` are below.
 */
export type CommandResult = { ok: true } | { ok: false; error: string };

export const OK: CommandResult = { ok: true };
export const REQUEST_FAILED: CommandResult = { ok: false, error: 'request_failed' };

/** The visitor logged in or out while the request was on its way: its reply was dropped. */
export const SESSION_CHANGED: CommandResult = { ok: false, error: 'session_changed' };
/** The server answered 200 with something that is not the promised shape: nothing changed. */
export const BAD_REPLY: CommandResult = { ok: false, error: 'bad_reply' };

export const failed = (error: string): CommandResult => ({ ok: false, error });

/**
 * Runs tasks one after another. Commands that replace a store with a server reply go through one
 * queue, so a slow earlier reply can never overwrite the reply of a later change.
 */
export function createQueue(): <T>(task: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}
