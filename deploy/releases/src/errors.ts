/** A release or pin that cannot go on: the message says what is wrong and what to do. */
export class ReleaseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReleaseError';
  }
}
