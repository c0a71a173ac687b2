import { useEffect } from 'react';

/**
 * Marks the document `data-interactive` once the page's content has committed: on a
 * server-rendered page, once it is hydrated and its controls answer. Until then a click on the
 * server's markup does nothing, so the journeys (and a page's own scripts) can wait for it.
 */
export const InteractiveMark = () => {
  useEffect(() => {
    document.documentElement.dataset.interactive = '';
  }, []);
  return null;
};
