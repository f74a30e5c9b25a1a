/** The spool could not keep a request (disk full, folder not writable): the one case a form is answered 503. */
export class SpoolUnavailable extends Error {
  readonly statusCode = 503;
  constructor(cause: unknown) {
    super('spool unavailable', { cause });
    this.name = 'SpoolUnavailable';
  }
}
