import { startTransition, useEffect, useRef, useState } from 'react';

/** After a press's pointer lifts, how long its click has to arrive before the press is over. */
const CLICK_GRACE_MS = 100;

/** How the reader reached for a widget whose code is not loaded yet. */
type Intent<Key> = {
  /** Pointed at, focused or pressed: load its code. */
  isWanted: boolean;
  /** A press on a stand-in has begun and not ended: the stand-in stays until it ends. */
  isPressing: boolean;
  /** The stand-in that has the focus: its widget takes it over when it arrives. */
  focused?: Key | undefined;
  /** The stand-in pressed: its widget arrives open. */
  pressed?: Key | undefined;
};

/** What a stand-in button takes (`intentPropsOf(key)`). */
export type IntentProps = {
  onPointerEnter: () => void;
  onFocus: () => void;
  onBlur: () => void;
  onPointerDown: () => void;
  onClick: () => void;
};

/**
 * Widgets that load their code when the reader reaches for one (pointer over it, focus on it, a
 * press), not with the page. Each stand-in, a real button drawn alike, takes `intentPropsOf(key)`.
 * Render a Suspense whose fallback is the stand-ins, around the stand-ins until `isShown`, then
 * around the widgets. The change is a transition inside a boundary already shown, so React keeps
 * the stand-ins (and the focus) on screen until the code is here, then swaps them in one commit:
 * the widget of `focused` takes the focus, and that of `pressed` opens, as its stand-in would
 * have. Never during a press: the press would end on an element that did not see it begin.
 */
export const useLoadOnIntent = <Key extends string = 'widget'>() => {
  const [intent, setIntent] = useState<Intent<Key>>({ isWanted: false, isPressing: false });
  // the press's grace timer, cleared when the widget goes (a page left mid-press)
  const graceTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(graceTimer.current), []);
  const want = (change: Partial<Intent<Key>>) => {
    startTransition(() => {
      setIntent((current) => ({ ...current, ...change, isWanted: true }));
    });
  };
  const endPress = () => {
    setIntent((current) => (current.isPressing ? { ...current, isPressing: false } : current));
  };
  const intentPropsOf = (key: Key): IntentProps => ({
    onPointerEnter: () => want({}),
    onFocus: () => want({ focused: key }),
    onBlur: () => {
      setIntent((current) =>
        current.focused === key ? { ...current, focused: undefined } : current,
      );
    },
    onPointerDown: () => {
      setIntent((current) => ({ ...current, isPressing: true }));
      // a press may end anywhere (dragged off the button, no click): over a moment after it lifts
      const release = () => {
        window.removeEventListener('pointerup', release);
        window.removeEventListener('pointercancel', release);
        graceTimer.current = window.setTimeout(endPress, CLICK_GRACE_MS);
      };
      window.addEventListener('pointerup', release);
      window.addEventListener('pointercancel', release);
    },
    // a press ended, or Enter or Space: the widget arrives open
    onClick: () => want({ pressed: key, isPressing: false }),
  });
  return {
    isShown: intent.isWanted && !intent.isPressing,
    focused: intent.focused,
    pressed: intent.pressed,
    intentPropsOf,
  };
};
