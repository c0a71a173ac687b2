import { useEffect, useRef, type RefObject } from 'react';

/** A point on screen the zoom keeps in place (under the fingers or the pointer). */
export type ZoomAnchor = { clientX: number; clientY: number };

type PinchZoomOptions = {
  /** The scale now (read when a gesture starts). */
  scale: number;
  /** Asks for a new scale, keeping `anchor` in place. */
  onZoom: (scale: number, anchor: ZoomAnchor) => void;
};

const distance = (touches: TouchList) =>
  Math.hypot(touches[0]!.clientX - touches[1]!.clientX, touches[0]!.clientY - touches[1]!.clientY);

const middle = (touches: TouchList): ZoomAnchor => ({
  clientX: (touches[0]!.clientX + touches[1]!.clientX) / 2,
  clientY: (touches[0]!.clientY + touches[1]!.clientY) / 2,
});

/**
 * Two-finger pinch on a touch screen, and Ctrl + wheel (what a laptop's trackpad sends for a
 * pinch), zoom the pages instead of the whole site. Touch events, not pointer events: a page that
 * still scrolls with one finger (touch-action pan) only keeps a two-finger gesture when its
 * touchmove is cancelled, which the listeners do (they are not passive).
 */
export const usePinchZoom = (target: RefObject<HTMLElement | null>, options: PinchZoomOptions) => {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    const element = target.current;
    if (!element) return;
    let pinch: { distance: number; scale: number } | null = null;

    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey) return;
      event.preventDefault();
      // a wheel's notch is about 100 px, a trackpad's pinch a few px per event
      const factor = Math.exp(-event.deltaY / 300);
      latest.current.onZoom(latest.current.scale * factor, {
        clientX: event.clientX,
        clientY: event.clientY,
      });
    };
    const onTouchStart = (event: TouchEvent) => {
      if (event.touches.length !== 2) return;
      pinch = { distance: distance(event.touches), scale: latest.current.scale };
    };
    const onTouchMove = (event: TouchEvent) => {
      if (!pinch || event.touches.length !== 2) return;
      event.preventDefault();
      const ratio = distance(event.touches) / Math.max(1, pinch.distance);
      latest.current.onZoom(pinch.scale * ratio, middle(event.touches));
    };
    const onTouchEnd = (event: TouchEvent) => {
      if (event.touches.length < 2) pinch = null;
    };

    element.addEventListener('wheel', onWheel, { passive: false });
    element.addEventListener('touchstart', onTouchStart, { passive: true });
    element.addEventListener('touchmove', onTouchMove, { passive: false });
    element.addEventListener('touchend', onTouchEnd);
    element.addEventListener('touchcancel', onTouchEnd);
    return () => {
      element.removeEventListener('wheel', onWheel);
      element.removeEventListener('touchstart', onTouchStart);
      element.removeEventListener('touchmove', onTouchMove);
      element.removeEventListener('touchend', onTouchEnd);
      element.removeEventListener('touchcancel', onTouchEnd);
    };
  }, [target]);
};
