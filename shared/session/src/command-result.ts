/**
 * What a command reports: success, or the spec §8 error code of a 400 reply. `request_failed`
 * means the call itself failed (network, HTTP 5xx, an endpoint that does not exist): the api-client
 * has already logged it and shown the error notice, and no store changed. `session_changed` and
 * `bad_reply` are below. A command whose caller needs something of the reply names it in `Data`
 * (the login's result code), carried on success.
 */
export type CommandResult<Data extends object = object> = ({ ok: true } & Data) | CommandFailure;
export type CommandFailure = { ok: false; error: string };

export const OK: CommandResult = { ok: true };
export const REQUEST_FAILED: CommandFailure = { ok: false, error: 'request_failed' };

/** The visitor logged in or out while the request was on its way: its reply was dropped. */
export const SESSION_CHANGED: CommandFailure = { ok: false, error: 'session_changed' };
/** The server answered 200 with something that is not the promised shape: nothing changed. */
export const BAD_REPLY: CommandFailure = { ok: false, error: 'bad_reply' };

/** HTTP 429: the server refused the call for too many tries (promo codes and login codes are rate-limited). */
export const TOO_MANY_REQUESTS: CommandFailure = { ok: false, error: 'too_many_requests' };

export const failed = (error: string): CommandFailure => ({ ok: false, error });

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
