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

let prompts = 0;
let waiting: ((isSignedIn: boolean) => void)[] = [];

/**
 * The shell's login modal says it is there to ask for a sign-in; while it is, an action refused
 * for want of a session waits for the answer instead of failing. Returns the unregister function.
 */
export const registerSignInPrompt = (): (() => void) => {
  prompts += 1;
  return () => {
    prompts -= 1;
    if (prompts === 0) settleSignIn(false);
  };
};

/** The person signed in (the waiting actions are sent again) or gave up (they fail as they were). */
export const settleSignIn = (isSignedIn: boolean): void => {
  const settled = waiting;
  waiting = [];
  for (const resolve of settled) resolve(isSignedIn);
};

/** Whether the person signed in after the refusal; false at once when nothing can ask them. */
export const waitForSignIn = (): Promise<boolean> =>
  prompts === 0
    ? Promise.resolve(false)
    : new Promise((resolve) => {
        waiting.push(resolve);
      });
