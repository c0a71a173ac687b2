/**
 * The product's placeholders, `%(name)s` (the spec's), in every catalogue and message, web and
 * server alike. Values are not HTML-escaped: React and the server's pages escape what they print.
 * (i18next's interpolation options; the web app's translator reads the same.)
 */
export const MESSAGE_INTERPOLATION = {
  prefix: '%(',
  suffix: ')s',
  escapeValue: false,
} as const;
