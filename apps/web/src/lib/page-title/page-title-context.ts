import type { PageTitleParts } from '@careers/shared';
import { createContext, useContext, useEffect } from 'react';
import { serverRender } from '@/lib/ssr/index.ts';

type PageTitleContextValue = { setParts: (parts: PageTitleParts) => void };

export const PageTitleContext = createContext<PageTitleContextValue>({ setParts: () => undefined });

/**
 * A page tells the shell what its title is about (search query and location, open position);
 * the shell turns it into the document title by the spec's rule.
 */
export const usePageTitleParts = ({ query, location, position }: PageTitleParts): void => {
  const { setParts } = useContext(PageTitleContext);
  const server = serverRender();
  if (server) server.titleParts = { query, location, position };
  useEffect(() => {
    setParts({ query, location, position });
    return () => setParts({});
  }, [setParts, query, location, position]);
};
