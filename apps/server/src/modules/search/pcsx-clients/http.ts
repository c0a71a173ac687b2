/** An answer as the clients' HTTP libraries hand it to them. */
export type ClientAnswer = { status: number; text: string; json: () => unknown };

/** What the ported clients call: a GET of an absolute address on the careers site. */
export type ClientGet = (url: string) => Promise<ClientAnswer>;

/** What a replayed client ended with: the positions it listed and the descriptions it read. */
export type ClientReplay = {
  /** Position id to what the client kept of it. */
  jobs: Map<string, Record<string, unknown>>;
  /** Position id to the description text the client read. */
  descriptions: Map<string, string>;
};

export const newReplay = (): ClientReplay => ({ jobs: new Map(), descriptions: new Map() });

/** Python requests' `raise_for_status()` and fetch helpers that throw on a status past 399. */
export class HttpStatusError extends Error {
  readonly status: number;
  constructor(status: number, url: string) {
    super(`HTTP ${String(status)} on ${url}`);
    this.status = status;
  }
}

export const raiseForStatus = (answer: ClientAnswer, url: string) => {
  if (answer.status >= 400) throw new HttpStatusError(answer.status, url);
  return answer;
};

/** Python's `params=` (and URLSearchParams): a query string from a dict, lists repeated. */
export const withParams = (url: string, params: Record<string, unknown>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  return `${url}?${search.toString()}`;
};

/** `dict[key]` in Python: a missing key is a KeyError, not undefined. */
export const key = (value: unknown, name: string): unknown => {
  if (typeof value !== 'object' || value === null || !(name in value))
    throw new Error(`KeyError: '${name}'`);
  return (value as Record<string, unknown>)[name];
};

/** `dict.get(key)` in Python. */
export const get = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[name]
    : undefined;
