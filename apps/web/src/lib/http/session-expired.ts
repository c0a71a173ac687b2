import type { HttpError } from './http-error.ts';

export type SessionExpiredListener = (error: HttpError) => void;

const listeners = new Set<SessionExpiredListener>();

/**
 * Called when a protected call answers 401 with `X-Login-Required: 1`, so the shell can show
 * the session timeout alert or the login modal. Returns the unsubscribe function.
 */
export const onSessionExpired = (listener: SessionExpiredListener): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const emitSessionExpired = (error: HttpError): void => {
  // A listener that throws must not hide the HttpError from the caller nor stop the others.
  for (const listener of [...listeners]) {
    try {
      listener(error);
    } catch (listenerError) {
      console.error(listenerError);
    }
  }
};
