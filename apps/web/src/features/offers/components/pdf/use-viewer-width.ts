import { useEffect, useState, type RefObject } from 'react';

/** The element's inner width in CSS pixels, followed as the window or the layout changes. */
export const useViewerWidth = (target: RefObject<HTMLElement | null>) => {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = target.current;
    if (!element) return;
    const measure = () => setWidth(element.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return width;
};
