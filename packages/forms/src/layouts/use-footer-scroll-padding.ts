import { useEffect, useRef } from 'react';

/** Stepper footer height debounce, in ms. */
export const footerHeightDebounceMs = 500;

/**
 * Keeps focused fields clear of the sticky footer: the page's scroll padding follows the footer's
 * height, measured again (debounced 500 ms) whenever it resizes.
 */
export function useFooterScrollPadding<T extends HTMLElement>() {
  const footerRef = useRef<T>(null);
  useEffect(() => {
    const footer = footerRef.current;
    if (!footer) return;
    const root = document.documentElement;
    const apply = () => {
      root.style.scrollPaddingBottom = `${footer.getBoundingClientRect().height}px`;
    };
    apply();
    if (typeof ResizeObserver === 'undefined')
      return () => root.style.removeProperty('scroll-padding-bottom');
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(apply, footerHeightDebounceMs);
    });
    observer.observe(footer);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
      root.style.removeProperty('scroll-padding-bottom');
    };
  }, []);
  return footerRef;
}
