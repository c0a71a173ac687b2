// The analytics event's names without its schemas: every page sends a page-load event, and the
// browser loads no zod (the search page's JavaScript budget).

/** The one analytics namespace of this app. */
export const VSLOG_NAMESPACE = 'pcsx_app';
/** The event the web app sends when a page loads. */
export const PAGE_LOAD_EVENT = 'page_load';
/** UTM parameters copied from the page address onto page-load events. */
export const UTM_PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;
