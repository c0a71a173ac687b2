import { useCallback, useEffect, useRef, useState } from 'react';

/** Scroll-spy debounce and the hold after a manual choice, in ms. */
export const scrollSpyDebounceMs = 50;
export const manualChoiceHoldMs = 1000;
const activationOffset = 120;

/** The active section follows scrolling, except for one second after a manual choice. */
export function useScrollSpy(sectionIds: string[]) {
  const [activeId, setActiveId] = useState<string | undefined>(sectionIds[0]);
  const holdUntil = useRef(0);
  const key = sectionIds.join('|');

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ids = key ? key.split('|') : [];
    const handleScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (Date.now() < holdUntil.current) return;
        let current = ids[0];
        for (const id of ids) {
          const element = document.getElementById(id);
          if (element && element.getBoundingClientRect().top <= activationOffset) current = id;
        }
        setActiveId(current);
      }, scrollSpyDebounceMs);
    };
    window.addEventListener('scroll', handleScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', handleScroll);
    };
  }, [key]);

  const choose = useCallback((id: string) => {
    holdUntil.current = Date.now() + manualChoiceHoldMs;
    setActiveId(id);
  }, []);

  const isKnown = activeId !== undefined && sectionIds.includes(activeId);
  return { activeId: isKnown ? activeId : sectionIds[0], choose };
}
