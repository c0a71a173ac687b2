import { NOTIFICATION_ANCHOR_INTERVAL_MS, NOTIFICATION_ANCHOR_TRIES } from '@careers/shared';
import { useEffect, useState } from 'react';

/** The element the bell is rendered into; a tenant's custom navbar may hold it too. */
export const NOTIFICATION_ANCHOR_ID = 'pcsx-notification-anchor';

/**
 * Looks for the anchor element up to 30 times, 300 ms apart: a navbar may
 * render after the app does. Gives up quietly, logging to the console.
 */
export const useNotificationAnchor = (isEnabled: boolean, id = NOTIFICATION_ANCHOR_ID) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!isEnabled) return undefined;
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const look = () => {
      const element = document.getElementById(id);
      if (element) {
        setAnchor(element);
        return;
      }
      tries += 1;
      if (tries >= NOTIFICATION_ANCHOR_TRIES) {
        console.warn(`Notifications: no #${id} element after ${tries} tries`);
        return;
      }
      timer = setTimeout(look, NOTIFICATION_ANCHOR_INTERVAL_MS);
    };
    look();
    return () => clearTimeout(timer);
  }, [isEnabled, id]);
  return isEnabled ? anchor : null;
};
