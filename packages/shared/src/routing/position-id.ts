import { DATABASE_ID_MAX } from '../contracts/database-id.ts';

/**
 * Reads a position id from a path segment or `pid` parameter: '123-senior-engineer' is cut to
 * 123. Anything without a leading positive integer, or past the largest database id, gives undefined.
 */
export const parsePositionId = (value: string | null | undefined): number | undefined => {
  const match = /^\s*(\d+)/.exec(value ?? '');
  if (!match?.[1]) return undefined;
  const id = Number(match[1]);
  return id > 0 && id <= DATABASE_ID_MAX ? id : undefined;
};
