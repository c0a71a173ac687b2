import { ROUTES, type RouteDefinition } from '@careers/shared';
import { matchRoutes, useLocation } from 'react-router';

// The route table as the router ranks it (no entry of it lies under /employer/*, the console's).
const TABLE = ROUTES.map((route) => ({ path: route.path, route }));

/** The route-table entry a path shows, or undefined (the console, the not-found page). */
export const routeAt = (pathname: string): RouteDefinition | undefined =>
  matchRoutes(TABLE, pathname)?.at(-1)?.route.route;

/** The route-table entry of the page being shown, or undefined on the not-found page. */
export const useCurrentRoute = (): RouteDefinition | undefined => routeAt(useLocation().pathname);
