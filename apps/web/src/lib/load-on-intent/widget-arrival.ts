import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/** What a widget loaded on intent is told as it arrives (see useLoadOnIntent). */
export type ArrivalProps = {
  /** Takes the focus when it appears (its stand-in had it). */
  hasFocusAtFirst?: boolean;
  /** Opens as it appears (its stand-in was pressed). */
  isOpenAtFirst?: boolean;
};

/**
 * A widget's open state and the ref of its own button, for a widget that may arrive focused or
 * pressed. The button takes the focus in the same commit that removes the stand-in, so no key
 * pressed meanwhile falls on the page instead. The widget opens just after it arrives, not with
 * it, so its popover's focus scope starts from that button and gives the focus back to it on
 * closing.
 */
export const useWidgetArrival = ({ hasFocusAtFirst, isOpenAtFirst }: ArrivalProps) => {
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

  const focusRef = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(hasFocusAtFirst);
  useLayoutEffect(() => {
    if (hadFocus.current) focusRef.current?.focus();
  }, []);
  return { isOpen, setIsOpen, focusRef };
};
