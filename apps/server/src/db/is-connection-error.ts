// SQLSTATE class 08 (connection exception) and the shutdown codes of class 57: the server went
// away or refused the connection, through no fault of the request.
const CONNECTION_STATES = /^(08|57P0[1-3])/;
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND']);

/** True when a query failed because the database connection was lost or could not be made. */
export const isConnectionError = (error: unknown): boolean => {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (CONNECTION_STATES.test(code) || NETWORK_CODES.has(code)))
    return true;
  return /Connection terminated|connection (is )?closed|terminating connection/i.test(
    error.message,
  );
};
