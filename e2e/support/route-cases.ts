import { ROUTES, type RouteDefinition } from '@careers/shared';

/** Concrete values for the route table's parameters. */
const PARAM_VALUES: Record<string, string> = {
  pid: '12-some-title',
  id: 'abc',
  documentId: '1',
  query: 'software-engineer',
  location: 'berlin',
};

/** Routes whose position id is read from the query string. */
const QUERY_STRINGS: Record<string, string> = {
  '/careers/job/private': '?pid=12',
  '/careers/apply': '?pid=12',
  '/careers/apply/private': '?pid=12',
};

export type RouteCase = {
  route: RouteDefinition;
  /** The address the test opens. */
  url: string;
  /**
   * Page ids the signed-in candidate may legitimately end on: a signed-in visitor of the login
   * page goes on to the dashboard; an offer that does not exist sends them to the offers list.
   */
  candidatePageIds: readonly string[];
};

const concretePath = (path: string) =>
  path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = PARAM_VALUES[name];
    if (!value) throw new Error(`no test value for the route parameter :${name} of ${path}`);
    return value;
  });

const candidatePageIdsFor = (route: RouteDefinition): readonly string[] => {
  if (route.pageId === 'login') return ['dashboard'];
  if (route.pageId === 'offer' || route.pageId === 'offerLetter') return [route.pageId, 'offers'];
  return [route.pageId];
};

export const ROUTE_CASES: readonly RouteCase[] = ROUTES.map((route) => ({
  route,
  url: concretePath(route.path) + (QUERY_STRINGS[route.path] ?? ''),
  candidatePageIds: candidatePageIdsFor(route),
}));
