import type { RouteDefinition } from '@careers/shared';
import { useMatches } from 'react-router';

export type RouteHandle = { route?: RouteDefinition };

/** The route-table entry of the page being shown, or undefined on the not-found page. */
export const useCurrentRoute = (): RouteDefinition | undefined => {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle?.route) return handle.route;
  }
  return undefined;
};
