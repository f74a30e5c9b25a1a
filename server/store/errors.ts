/** A write that lost a race on a unique column or primary key (PostgreSQL 23505, SQLite's two codes). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

// The socket could not be opened or was lost: the database is stopped, restarting or out of reach.
const networkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

// pg and pg-pool give these without a code when the connection ends under a query or never opens.
const lostConnection =
  /^(Connection terminated|timeout exceeded when trying to connect|timeout expired|Client has encountered a connection error|Client was closed)/;

/**
 * The store cannot be reached or cannot take a write just now, as opposed to a request it refuses:
 * PostgreSQL down or restarting (SQLSTATE class 08, 57P01-57P03, too many connections), the
 * connection lost, or SQLite's file locked past its busy timeout, unreadable or on a full disk.
 * Such a request is worth keeping and trying again; nothing about it was wrong.
 */
export function isStoreUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (networkCodes.has(code) || code.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(code)) return true;
    if (/^SQLITE_(BUSY|LOCKED|IOERR|FULL|CANTOPEN|READONLY)/.test(code)) return true;
  }
  if (typeof message === 'string' && lostConnection.test(message)) return true;
  // pg-pool wraps a connection timeout's socket error as the cause; AggregateError holds one per address tried.
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (cause && isStoreUnavailable(cause)) return true;
  return Array.isArray(errors) && errors.length > 0 && errors.every(isStoreUnavailable);
}
