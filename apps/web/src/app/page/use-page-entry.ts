import { useEffect, useRef, type RefObject } from 'react';

let isFirstPageOfVisit = true;

/**
 * Spec: the page scrolls to top on page change. After an in-app navigation, focus also moves to
 * `<main>` so screen readers start at the new content instead of the link just used.
 */
export const usePageEntry = (pathname: string, mainRef: RefObject<HTMLElement | null>): void => {
  const lastPathname = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (lastPathname.current === pathname) return;
    lastPathname.current = pathname;
    window.scrollTo(0, 0);
    if (isFirstPageOfVisit) {
      isFirstPageOfVisit = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname, mainRef]);
};
