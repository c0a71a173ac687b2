/** PostgreSQL's unique_violation (23505), as node-postgres and PGlite both report it. */
export const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
