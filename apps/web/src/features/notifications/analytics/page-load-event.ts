import {
  PAGE_LOAD_EVENT,
  UTM_PARAMS,
  VSLOG_NAMESPACE,
  type PageId,
  type VslogBody,
} from '@careers/shared';

/** Page loads are logged for job search, job details, profile, dashboard and forms. */
export const LOGGED_PAGES: ReadonlySet<PageId> = new Set<PageId>([
  'jobs',
  'singlePosition',
  'profile',
  'dashboard',
  'formView',
  'documentCenter',
]);

const VISIT_KEY = 'pcsx_visit_id';

/** One id per browser tab session, so the report can count visits rather than page loads. */
export const visitId = (): string | null => {
  try {
    let id = sessionStorage.getItem(VISIT_KEY);
    if (!id) {
      id = crypto.randomUUID();
      sessionStorage.setItem(VISIT_KEY, id);
    }
    return id;
  } catch {
    return null;
  }
};

/** The analytics event of a page load: the page id, the UTM parameters of the address, the visit. */
export const pageLoadEvent = (pageId: PageId, location: { pathname: string; search: string }) => {
  const search = new URLSearchParams(location.search);
  const utm = Object.fromEntries(
    UTM_PARAMS.flatMap((name) => {
      const value = search.get(name);
      return value ? [[name, value.slice(0, 200)]] : [];
    }),
  );
  return {
    event: PAGE_LOAD_EVENT,
    namespace: VSLOG_NAMESPACE,
    data_json: JSON.stringify({
      page: pageId,
      path: location.pathname,
      visit_id: visitId(),
      ...utm,
    }),
  } satisfies VslogBody;
};
