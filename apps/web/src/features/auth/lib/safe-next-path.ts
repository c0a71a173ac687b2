const SAME_ORIGIN_BASE = 'https://same-origin.invalid';
const LOOPING_PATHS = ['/careers/login', '/candidate/login', '/logout'];

const decodeOnce = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/**
 * The `next` return address of the login page, or null when following it could leave the site.
 * Only a path with a single leading '/' is kept: '//host' and '/\host' are read by browsers as
 * another host, and control characters are stripped by URL parsers (so '/\t/host' is '//host').
 * An address encoded twice ('%2Fcareers%2F...') is decoded once more.
 */
export const toSafeNextPath = (next: string | null | undefined): string | null => {
  if (!next) return null;
  const candidate = /^%2f/i.test(next) ? decodeOnce(next) : next;
  if (!candidate.startsWith('/') || candidate.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(candidate)) return null;
  const url = new URL(candidate, SAME_ORIGIN_BASE);
  if (url.origin !== SAME_ORIGIN_BASE) return null;
  if (LOOPING_PATHS.includes(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
};
