import { useCallback, useEffect, useRef } from 'react';

type Finder = () => HTMLElement | null | undefined;

/**
 * Where the focus goes once `value` changes: after a review the button that had the focus is
 * gone, and the focus must not fall back to the page's body. Set the finder when the action
 * starts (it reads the page as the answer draws it); a failed action changes nothing and the
 * focus stays on its button.
 */
export const useFocusWhenChanged = (value: unknown) => {
  const pending = useRef<Finder | null>(null);
  useEffect(() => {
    const find = pending.current;
    pending.current = null;
    find?.()?.focus();
  }, [value]);
  return useCallback((find: Finder | null) => {
    pending.current = find;
  }, []);
};
