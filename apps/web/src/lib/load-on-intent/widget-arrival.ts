import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * A widget's open state, for a widget that may arrive pressed (see useLoadOnIntent): it opens
 * just after it arrives, not with it, so its popover's focus scope starts from the widget's own
 * button (which has taken the focus) and gives the focus back to it on closing.
 */
export const useOpenOnArrival = (isOpenAtFirst: boolean | undefined) => {
  const [isOpen, setIsOpen] = useState(false);
  useEffect(() => {
    if (!isOpenAtFirst) return undefined;
    const timer = setTimeout(() => {
      setIsOpen(true);
    }, 0);
    return () => {
      clearTimeout(timer);
    };
  }, [isOpenAtFirst]);
  return [isOpen, setIsOpen] as const;
};

/**
 * The ref of a widget's own button, which takes the focus as the widget arrives if its stand-in
 * had it (see useLoadOnIntent): in the same commit that removes the stand-in, so no key pressed
 * meanwhile falls on the page instead.
 */
export const useFocusOnArrival = (hasFocusAtFirst: boolean | undefined) => {
  const ref = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(hasFocusAtFirst);
  useLayoutEffect(() => {
    if (hadFocus.current) ref.current?.focus();
  }, []);
  return ref;
};
