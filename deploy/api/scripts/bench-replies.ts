// A benchmark is a test of a claim (shared/design/conventions.md): a call that answers anything but
// the status it expects stops it, with the reply shown, before it prints a figure; a figure of
// refusals (403 xsrf at 25,000 requests a second) is no figure of the call. Every bench:* script
// (the API's, the edge's and the end-to-end package's, as @shop/api/bench-replies) checks its
// replies here, under load as well as one at a time.

/** How much of an unexpected reply's body is shown: enough for an error's code and message, or a page's head. */
const SHOWN_CHARS = 2000;

/** A call answered with a status the benchmark does not expect: what was called, and the reply. */
export class UnexpectedReply extends Error {
  constructor(
    readonly call: string,
    readonly status: number,
    readonly expected: readonly number[],
    readonly body: string,
  ) {
    const answered = status === 0 ? 'got no reply (the connection failed or timed out)' : `answered ${status}`;
    const shown = body.length > SHOWN_CHARS ? `${body.slice(0, SHOWN_CHARS)}… (${body.length} characters)` : body || '(an empty body)';
    super(`${call} ${answered}, where the benchmark expects ${expected.join(' or ')}: its figures would measure that reply, so none is printed.\n${shown}`);
    this.name = 'UnexpectedReply';
  }
}

const asList = (expected: number | readonly number[]): readonly number[] => (typeof expected === 'number' ? [expected] : expected);

/** Throws UnexpectedReply unless `status` is expected (200 unless said). `body` is read only then. */
export function expectStatus(call: string, status: number, body: string | (() => string), expected: number | readonly number[] = 200): void {
  const statuses = asList(expected);
  if (!statuses.includes(status)) throw new UnexpectedReply(call, status, statuses, typeof body === 'function' ? body() : body);
}

/**
 * The replies of a run under load, from many clients at once. The first unexpected one is kept
 * with its body, and `stopped` turns true, so every client's loop ends at its next turn; call
 * `throwIfAny` once the run is over, before its figures are printed.
 */
export class ReplyCheck {
  private first: UnexpectedReply | undefined;

  get stopped(): boolean {
    return this.first !== undefined;
  }

  /** Notes a reply: whether it was expected (200 unless said). `body` is read only for the first unexpected one. */
  note(call: string, status: number, body: string | (() => string), expected: number | readonly number[] = 200): boolean {
    try {
      expectStatus(call, status, this.first ? '' : body, expected);
      return true;
    } catch (error) {
      this.first ??= error as UnexpectedReply;
      return false;
    }
  }

  throwIfAny(): void {
    if (this.first) throw this.first;
  }
}

/**
 * A benchmark script's main, for the scripts that have no runner of their own: an unexpected reply
 * ends it with its message and exit code 1, no stack trace (the reply is what tells what went wrong).
 */
export async function runBenchmark(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    if (!(error instanceof UnexpectedReply)) throw error;
    console.error(`\n${error.message}`);
    process.exitCode = 1;
  }
}
