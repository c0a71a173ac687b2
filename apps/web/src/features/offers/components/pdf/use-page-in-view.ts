import { useCallback, useEffect, useState, type RefObject } from 'react';

const pageElements = (root: HTMLElement) =>
  Array.from(root.querySelectorAll<HTMLElement>('[data-pdf-page]'));

/**
 * The page the reader is on (the last one whose top has passed the upper third of the window),
 * and a way to go to a page: it is scrolled to the top, under the tools.
 */
export const usePageInView = (
  pagesRef: RefObject<HTMLElement | null>,
  pageCount: number,
): [number, (page: number) => void] => {
  const [page, setPage] = useState(1);
  useEffect(() => {
    const root = pagesRef.current;
    if (!root || pageCount < 2) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const line = window.innerHeight / 3;
      const elements = pageElements(root);
      let current = 1;
      elements.forEach((element, index) => {
        if (element.getBoundingClientRect().top <= line) current = index + 1;
      });
      setPage(current);
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [pagesRef, pageCount]);

  const goToPage = useCallback(
    (wanted: number) => {
      const element = pagesRef.current && pageElements(pagesRef.current)[wanted - 1];
      if (!element) return;
      setPage(wanted);
      element.scrollIntoView({ block: 'start' });
    },
    [pagesRef],
  );
  return [page, goToPage];
};
