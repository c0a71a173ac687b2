import { HEADERS } from '@careers/shared/api/headers';

// The page carries the session's CSRF token in <meta name="csrf-token">;
// every request sends it, every response may bring a newer one which the client adopts.
const META_SELECTOR = 'meta[name="csrf-token"]';

let token: string | undefined;

const findMeta = (): HTMLMetaElement | null => document.querySelector(META_SELECTOR);

/** (Re)reads the token from the page's meta tag; called lazily at start and by tests. */
export const loadCsrfTokenFromMeta = (): string => {
  token = findMeta()?.content ?? '';
  return token;
};

/** The token in memory, read from the meta tag the first time it is needed. */
export const getCsrfToken = (): string => token ?? loadCsrfTokenFromMeta();

/** Adopts a token handed out by the server and mirrors it into the meta tag. */
export const setCsrfToken = (next: string): void => {
  token = next;
  let meta = findMeta();
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'csrf-token';
    document.head.append(meta);
  }
  meta.content = next;
};

/** Adopts the `X-CSRF-Token` of a response when it carries one. */
export const adoptCsrfTokenFrom = (headers: Headers): void => {
  const next = headers.get(HEADERS.csrfToken);
  if (next && next !== token) setCsrfToken(next);
};
