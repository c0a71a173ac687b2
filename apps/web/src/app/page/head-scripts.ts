import { useEffect } from 'react';

/**
 * Adds `<script src>` to the head unless a script with that address is already there. A script
 * cannot be unloaded, so leaving a page leaves its scripts; returns whether one was added.
 */
export const injectHeadScript = (src: string, head: HTMLElement = document.head): boolean => {
  const isPresent = [...head.querySelectorAll('script[src]')].some(
    (script) => script.getAttribute('src') === src,
  );
  if (isPresent) return false;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  head.append(script);
  return true;
};

/** The page's head scripts from config.scriptConfig.pageLoadHeadScripts. */
export const useHeadScripts = (sources: readonly string[]): void => {
  const key = sources.join('\n');
  useEffect(() => {
    for (const src of key.split('\n')) if (src) injectHeadScript(src);
  }, [key]);
};
